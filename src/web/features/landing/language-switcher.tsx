import { activeLanguage } from '@web/lib/i18n';
import { t } from '@web/lib/messages/landing';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shared/i18n/languages';

/** Each language's page: English at the root, the others under their code (the server serves them prerendered). */
export const LANGUAGE_PATHS: Record<Language, string> = { en: '/', es: '/es/', de: '/de/' };

/** The visitor's choice, which the server honours over the browser's Accept-Language at / (a year, the whole site). */
function remember(language: Language) {
  document.cookie = `site_language=${language}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

/** English / Español / Deutsch, each in its own words (a reader looks for their own), as plain links. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const current = activeLanguage();
  return (
    <ul aria-label={t('landing.nav.language')} className={`flex items-center gap-1 text-sm ${className ?? ''}`}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <a
            href={LANGUAGE_PATHS[language]}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? 'page' : undefined}
            onClick={() => remember(language)}
            className={
              'rounded-md px-2 py-1.5 font-medium transition-colors hover:text-foreground ' +
              (language === current ? 'text-foreground' : 'text-muted-foreground')
            }
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
}
