import { Moon, Sun } from 'lucide-react';
import { toggleTheme, useTheme } from '../../lib/theme';
import { iconButton } from './class-names';
import { t } from '@web/lib/messages/landing';

export function ThemeToggle() {
  // The server renders 'light' (it cannot read localStorage); the real theme arrives right after hydration.
  const theme = useTheme();
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={theme === 'dark' ? t('landing.theme.toLight') : t('landing.theme.toDark')}
      onClick={() => toggleTheme()}
    >
      {/* Both icons are in the markup and CSS picks one, so the prerendered page shows the right icon before any
          script runs (public/theme-init.js has already set the class on <html>). */}
      <Moon aria-hidden className="dark:hidden" />
      <Sun aria-hidden className="hidden dark:block" />
    </button>
  );
}
