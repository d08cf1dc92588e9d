import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { t } from '@web/lib/messages/landing';
import { BrandMark } from './brand-mark';
import { container, iconButton } from './class-names';
import { navLinks } from './content';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { ThemeToggle } from './theme-toggle';
import { useScrolledPast } from './use-scrolled-past';

/** The product's threshold: the bar turns translucent once the page has scrolled this far. */
const TRANSLUCENT_AFTER_PX = 100;
const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const scrolled = useScrolledPast(TRANSLUCENT_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      // Focus was probably inside the menu that just disappeared; give it back to the button that opened it.
      menuButtonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && headerRef.current?.contains(event.target)) return;
      setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  return (
    <header
      ref={headerRef}
      data-scrolled={String(scrolled)}
      className={
        'sticky top-0 z-40 h-16 border-b transition-[background-color,border-color,box-shadow] duration-200 ' +
        (scrolled ? 'border-border bg-background/75 shadow-sm backdrop-blur-md' : 'border-transparent bg-background')
      }
    >
      <nav aria-label={t('landing.nav.main')} className={`${container} flex h-full items-center justify-between gap-3`}>
        <BrandMark />
        <ul className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
              >
                {t(link.label)}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {/* On phones the toggle moves into the menu: bar space is short at 360 px. */}
          <LanguageSwitcher className="hidden md:flex" />
          <div className="hidden sm:block">
            <ThemeToggle />
          </div>
          {/* A plain link, not a router link: this page also runs without the SPA, as prerendered HTML. */}
          <a
            href="/login"
            className="inline-flex h-9 items-center rounded-lg bg-primary px-3.5 text-sm font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover"
          >
            {t('landing.nav.login')}
          </a>
          <button
            ref={menuButtonRef}
            type="button"
            className={`${iconButton} md:hidden`}
            aria-label={menuOpen ? t('landing.nav.closeMenu') : t('landing.nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </button>
        </div>
      </nav>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
