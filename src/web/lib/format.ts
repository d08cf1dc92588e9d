/**
 * Dates, times, money and numbers as every screen shows them: in the person's locale (their setting, else their
 * language's default: src/web/lib/i18n.ts) and the browser's time zone, through cached Intl formatters. Numbers, month
 * names, week starts and clock styles follow the locale.
 *
 * Two kinds of date:
 * - a calendar date ('2026-01-05': due dates, start and end dates) is a day, not a moment, and reads as that day in
 *   every time zone;
 * - an instant ('2026-01-05T23:30:00Z': created, paid, sent) reads in the user's time zone.
 *
 * Every function takes an optional { locale, timeZone } override, for tests and for callers that know better.
 */
import { formatMoney as formatMoneyIn, minorPerMajor } from '../../shared/money';
import { activeLocale } from './i18n';
import * as common from './messages/common';

export interface FormatOptions {
  locale?: string;
  timeZone?: string;
}

/** The locale the person reads in (src/web/lib/i18n.ts): their own, else their language's default. */
export function userLocale(): string {
  return activeLocale();
}

let zone: string | undefined;

/** The browser's time zone ('Europe/Berlin'), resolved once. */
export function userTimeZone(): string {
  zone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return zone;
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormatter(options: Intl.DateTimeFormatOptions, o: FormatOptions | undefined): Intl.DateTimeFormat {
  const locale = o?.locale ?? userLocale();
  const timeZone = options.timeZone ?? o?.timeZone ?? userTimeZone();
  const key = `d|${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    cache.set(key, format);
  }
  return format;
}

function numberFormatter(options: Intl.NumberFormatOptions, o: FormatOptions | undefined): Intl.NumberFormat {
  const locale = o?.locale ?? userLocale();
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

type DateInput = string | Date | null | undefined;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a plain calendar date, 'YYYY-MM-DD'. */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && CALENDAR_DATE.test(value);
}

function toInstant(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date as midnight UTC, to be formatted in UTC: the same day whatever the zone. */
function calendarDay(value: string): Date | null {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const DATE_TIME_SECONDS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

/**
 * A date: 'Jan 5, 2026' (en-US), '05.01.2026' (de-DE). A calendar date ('2026-01-05') is that day everywhere; an
 * instant is its day in the user's time zone. '' for nothing; an unreadable value is shown as given.
 */
export function formatDate(value: DateInput, o?: FormatOptions): string {
  if (isCalendarDate(value)) {
    const day = calendarDay(value);
    return day ? dateFormatter({ ...DATE, timeZone: 'UTC' }, o).format(day) : value;
  }
  const date = toInstant(value);
  if (!date) return typeof value === 'string' ? value : '';
  return dateFormatter(DATE, o).format(date);
}

/** An instant with its time: 'Jan 5, 2026, 3:30 PM'; with seconds for the audit log. '' for nothing or unreadable. */
export function formatDateTime(value: DateInput, o?: FormatOptions & { seconds?: boolean }): string {
  const date = toInstant(value);
  return date ? dateFormatter(o?.seconds ? DATE_TIME_SECONDS : DATE_TIME, o).format(date) : '';
}

/** An instant's time of day: '3:30 PM' (en-US), '15:30' (de-DE). */
export function formatTime(value: DateInput, o?: FormatOptions): string {
  const date = toInstant(value);
  return date ? dateFormatter(TIME, o).format(date) : '';
}

/** Whether two instants fall on the same day in the user's time zone. */
export function isSameDay(a: DateInput, b: DateInput, o?: FormatOptions): boolean {
  const x = toInstant(a);
  const y = toInstant(b);
  if (!x || !y) return false;
  // en-CA writes YYYY-MM-DD; only the day matters here, not the user's way of writing it.
  const key = dateFormatter({ year: 'numeric', month: '2-digit', day: '2-digit' }, { ...o, locale: 'en-CA' });
  return key.format(x) === key.format(y);
}

/** A month, 'YYYY-MM': 'Mar', or in full 'March 2026'. */
export function formatMonth(month: string, o?: FormatOptions & { full?: boolean }): string {
  const date = calendarDay(`${month}-01`);
  if (!date) return month;
  const options: Intl.DateTimeFormatOptions = o?.full ? { month: 'long', year: 'numeric' } : { month: 'short' };
  return dateFormatter({ ...options, timeZone: 'UTC' }, o).format(date);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago something happened, by the product's rule for comments (docs/product.md, Limits): 'Just now' under a
 * minute, '5 minutes ago' under an hour, '3 hours ago' under a day, 'Yesterday at 3:30 PM', '4 days ago' up to seven
 * days, then 'May 12, 2026 at 3:30 PM'. A clock slightly ahead of the browser's does not read as the future. The words
 * follow the active language (the `common` catalog), the date and time the locale.
 */
export function formatRelative(value: DateInput, now: Date = new Date(), o?: FormatOptions): string {
  const date = toInstant(value);
  if (!date) return '';
  const diff = Math.max(0, now.getTime() - date.getTime());
  if (diff < MINUTE) return common.t('common.time.justNow');
  if (diff < HOUR) return common.t('common.time.minutesAgo', { count: Math.floor(diff / MINUTE) });
  if (diff < DAY) return common.t('common.time.hoursAgo', { count: Math.floor(diff / HOUR) });
  const days = Math.floor(diff / DAY);
  const time = formatTime(date, o);
  if (days === 1) return common.t('common.time.yesterdayAt', { time });
  if (days <= 7) return common.t('common.time.daysAgo', { count: days });
  return common.t('common.time.dateAt', { date: formatDate(date, o), time });
}

/**
 * Money from minor units in the user's locale, with the currency's decimals (2 for most, 0 for JPY, 3 for KWD): '$1,234.50' (en-US), '1.234,50 $' (de-DE). An en-US
 * browser sees the product's original "en-US currency format"; other readers their own (decision 0020). `decimals: 0` rounds to whole units (the dashboard's card); `compact` for chart axes ('$12.5K').
 */
export function formatMoney(minor: number, currency = 'USD', o?: FormatOptions & { decimals?: 0 | 2; compact?: boolean }): string {
  const locale = o?.locale ?? userLocale();
  if (o?.compact) {
    const options: Intl.NumberFormatOptions = {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    };
    return numberFormatter(options, { locale }).format(minor / minorPerMajor(currency));
  }
  if (o?.decimals === 0) {
    const options: Intl.NumberFormatOptions = { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 };
    return numberFormatter(options, { locale }).format(Math.round(minor / minorPerMajor(currency)));
  }
  return formatMoneyIn(minor, currency, locale);
}

/** A count or quantity: 1234 -> '1,234' (en-US), '1.234' (de-DE). */
export function formatNumber(value: number, o?: FormatOptions): string {
  return numberFormatter({}, o).format(value);
}
