import { ArrowRight } from 'lucide-react';
import { container, primaryButton, secondaryButton } from './class-names';
import { hero } from './content';
import { HeroRoadmapCard } from './hero-roadmap-card';
import { t } from '@web/lib/messages/landing';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      {/* A soft glow behind the card, kept clear of the top edge so it never meets the opaque nav bar in a seam.
          A gradient rather than a blur filter: same look, far cheaper to paint. */}
      <div
        aria-hidden
        className="pointer-events-none absolute top-24 left-1/2 -z-10 h-[40rem] w-[64rem] -translate-x-1/4 bg-[radial-gradient(closest-side,var(--primary-soft),transparent)] opacity-80"
      />
      <div className={`${container} grid items-center gap-14 pt-14 pb-20 sm:pt-24 sm:pb-28 lg:grid-cols-[1.2fr_0.8fr]`}>
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm font-medium text-muted-foreground shadow-xs">
            <span aria-hidden className="size-2 rounded-full bg-success" />
            {t(hero.eyebrow)}
          </p>
          <h1 id="hero-title" className="mt-6 text-5xl font-extrabold tracking-tight text-foreground sm:text-6xl lg:text-7xl">
            {t(hero.title)}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">{t(hero.lead)}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            {/* Anchors, not buttons: they work in the prerendered page before (or without) any script. */}
            <a href={hero.primaryAction.href} className={primaryButton}>
              {t(hero.primaryAction.label)}
              <ArrowRight aria-hidden />
            </a>
            <a href={hero.secondaryAction.href} className={secondaryButton}>
              {t(hero.secondaryAction.label)}
            </a>
          </div>
          <dl className="mt-14 grid max-w-xl grid-cols-3 gap-4 border-t border-border pt-8">
            {hero.claims.map((claim) => (
              <div key={claim.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-pretty text-muted-foreground">{t(claim.label)}</dt>
                <dd className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{claim.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroRoadmapCard />
      </div>
    </section>
  );
}
