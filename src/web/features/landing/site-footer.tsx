import { Mail, MapPin } from 'lucide-react';
import { BrandMark } from './brand-mark';
import { container } from './class-names';
import { company, footer, navLinks } from './content';
import { t } from '@web/lib/messages/landing';

// Computed once when the module loads: the prerendered HTML has the build's year, and the browser agrees except
// across a New Year, which suppressHydrationWarning below tolerates.
const YEAR = new Date().getFullYear();

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className={`${container} grid grid-cols-[auto_1fr] gap-x-16 gap-y-10 py-12 md:grid-cols-[1.5fr_1fr_1fr] md:gap-10`}>
        <div className="col-span-2 max-w-sm md:col-span-1">
          <BrandMark />
          <p className="mt-4 text-sm text-pretty text-muted-foreground">{t(footer.blurb)}</p>
        </div>
        <nav aria-label={t('landing.nav.footer')}>
          <h2 className="text-sm font-semibold text-foreground">{t('landing.footer.explore')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {navLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-muted-foreground transition-colors hover:text-foreground">
                  {t(link.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-foreground">{t('landing.footer.getInTouch')}</h2>
          <ul className="mt-4 space-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 shrink-0" />
              {t(company.location)}
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 shrink-0" />
              <a href={`mailto:${company.email}`} className="transition-colors hover:text-foreground">
                {company.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <p className={`${container} py-6 text-sm text-muted-foreground`} suppressHydrationWarning>
          {t('landing.footer.copyright', { year: String(YEAR), company: company.name })}
        </p>
      </div>
    </footer>
  );
}
