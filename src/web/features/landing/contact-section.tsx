import { CircleCheck } from 'lucide-react';
import { t, type LandingKey } from '@web/lib/messages/landing';
import { card, container, iconTile, section } from './class-names';
import { contactSection } from './content';
import { ContactForm } from './contact-form';
import { LandingIcon } from './landing-icon';

export function ContactSection() {
  const { eyebrow, title, intro, details, expectTitle, expect } = contactSection;
  return (
    <section id="contact" aria-labelledby="contact-title" className={section}>
      <div className={`${container} grid gap-12 lg:grid-cols-[0.85fr_1.15fr] lg:gap-16`}>
        <div>
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">{t(eyebrow)}</p>
          <h2 id="contact-title" className="mt-3 text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl">
            {t(title)}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{t(intro)}</p>

          <ul className="mt-10 space-y-6">
            {details.map((detail) => (
              <li key={detail.label} className="flex items-start gap-4">
                <span className={iconTile}>
                  <LandingIcon name={detail.icon} />
                </span>
                <div className="min-w-0">
                  <p className="font-semibold text-foreground">{t(detail.label)}</p>
                  {'href' in detail ? (
                    <a href={detail.href} className="break-words text-primary hover:underline">
                      {detail.value}
                    </a>
                  ) : (
                    <p className="text-muted-foreground">{t(detail.value as LandingKey)}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>

          <div className={`${card} mt-10 p-6`}>
            <h3 className="font-semibold text-foreground">{t(expectTitle)}</h3>
            <ul className="mt-4 space-y-3">
              {expect.map((item) => (
                <li key={item} className="flex gap-3 text-sm text-foreground">
                  <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                  <span>{t(item)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <ContactForm />
      </div>
    </section>
  );
}
