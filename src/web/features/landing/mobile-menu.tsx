import { container } from './class-names';
import { navLinks } from './content';
import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';
import { t } from '@web/lib/messages/landing';

interface MobileMenuProps {
  id: string;
  open: boolean;
  /** Called when a link is chosen, so the menu closes as the page scrolls to the section. */
  onNavigate: () => void;
}

/** The section links for small screens, dropping down under the bar (positioned, so opening it moves nothing). */
export function MobileMenu({ id, open, onNavigate }: MobileMenuProps) {
  return (
    <nav
      id={id}
      aria-label={t('landing.nav.mobile')}
      hidden={!open}
      className="absolute inset-x-0 top-full border-b border-border bg-background shadow-lg md:hidden"
    >
      <ul className={`${container} flex flex-col pt-3 sm:pb-3`}>
        {navLinks.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              onClick={onNavigate}
              className="flex h-12 items-center rounded-lg px-3 text-base font-medium text-foreground transition-colors hover:bg-surface-muted"
            >
              {t(link.label)}
            </a>
          </li>
        ))}
      </ul>
      <div className={`${container} pt-2`}>
        <LanguageSwitcher />
      </div>
      <div className={`${container} flex items-center justify-between pt-2 pb-3 sm:hidden`}>
        <span className="px-3 text-sm text-muted-foreground">{t('landing.nav.appearance')}</span>
        <ThemeToggle />
      </div>
    </nav>
  );
}
