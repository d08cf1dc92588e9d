/**
 * The languages the product speaks and the locales it formats in (docs/i18n.md). A language chooses the words; a
 * locale chooses how dates, numbers and amounts are written (es-MX writes 1,234.50, es-ES 1234,50). Every person and
 * every client company has a language; a client company also has a locale, which what is sent to it follows.
 */
export const LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as a switcher shows it (never translated: a reader looks for their own). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', de: 'Deutsch' };

export const LOCALES = ['en-US', 'en-GB', 'es-MX', 'es-ES', 'de-DE', 'de-AT', 'de-CH'] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale a language formats in when nobody chose one: the agency's own for English, Mexico's for Spanish. */
export const DEFAULT_LOCALE: Record<Language, Locale> = { en: 'en-US', es: 'es-MX', de: 'de-DE' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a locale or language tag ('es-MX' -> 'es'), or undefined when the product does not speak it. */
export function languageOf(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}

/** The locale a person or company formats in: the one chosen, else the language's default. */
export function localeFor(language: Language, locale?: string | null): Locale {
  return isLocale(locale) && languageOf(locale) === language ? locale : DEFAULT_LOCALE[language];
}

/**
 * The best of our languages for an Accept-Language header ('de-CH,de;q=0.9,en;q=0.8'), by the weights the browser
 * gives; English when none of ours is asked for.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  const wanted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: languageOf(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((w) => w.language && w.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted[0]?.language ?? DEFAULT_LANGUAGE;
}

/** The locale for an Accept-Language header: its first tag we format in, else the chosen language's default. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const language = languageFromAcceptLanguage(header);
  for (const part of (header ?? '').split(',')) {
    const tag = part.trim().split(';')[0] ?? '';
    const match = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (match && languageOf(match) === language) return match;
  }
  return DEFAULT_LOCALE[language];
}
