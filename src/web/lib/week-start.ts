/**
 * The first day of the week in a locale, as Intl numbers days: 1 Monday ... 7 Sunday. Browsers that know
 * `Intl.Locale#getWeekInfo()` (or the older `weekInfo` property) answer for any locale; elsewhere a table of the
 * product's locales answers (en-US and es-MX weeks start on Sunday, de-DE and es-ES on Monday).
 */
import { activeLocale } from './i18n';

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const FALLBACK: Record<string, Weekday> = { 'en-US': 7, 'en-GB': 1, 'es-MX': 7, 'es-ES': 1, 'de-DE': 1, 'de-AT': 1, 'de-CH': 1 };

interface WeekInfo {
  firstDay?: number;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

function fromIntl(locale: string): Weekday | undefined {
  try {
    const tag = new Intl.Locale(locale) as LocaleWithWeekInfo;
    const info = typeof tag.getWeekInfo === 'function' ? tag.getWeekInfo() : tag.weekInfo;
    const day = info?.firstDay;
    return typeof day === 'number' && day >= 1 && day <= 7 ? (day as Weekday) : undefined;
  } catch {
    return undefined;
  }
}

/** The locale's first day of the week (1 Monday ... 7 Sunday); the active locale's when none is given. */
export function weekStartOf(locale: string = activeLocale()): Weekday {
  return fromIntl(locale) ?? FALLBACK[locale] ?? 1;
}

/** The first day of the week holding `date` (YYYY-MM-DD, calendar arithmetic in UTC) for a locale. */
export function weekStartDate(date: string, locale: string = activeLocale()): string {
  const first = weekStartOf(locale) % 7; // as getUTCDay numbers it: 0 Sunday ... 6 Saturday
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() - first + 7) % 7));
  return d.toISOString().slice(0, 10);
}
