/**
 * Money crosses the wire and the forms as a decimal ('1234.5', 1234.5) and is stored and summed as integer minor
 * units (cents). The conversion reads the decimal's digits, never multiplies a float, so 0.29 is 29 and not 28.
 */
import type { Currency } from './enums';

/** What the API reference says of each kind of money field (the document adds the minor one to every `*Minor` field). */
export const MAJOR_UNITS_NOTE =
  'In major units of the currency: a decimal with at most 2 places (12.50 is twelve and a half), not cents; stored as minor units.';
export const MINOR_UNITS_NOTE =
  "In minor units of the currency, an integer (cents: 1250 is 12.50); the currency is the record's `currency`.";

/** The largest amount a form accepts: far above any real fee, and its cents stay a safe integer. */
export const MAX_MONEY_MINOR = 99_999_999_999;

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

export type MoneyParse =
  { ok: true; minor: number } | { ok: false; reason: 'empty' | 'not_a_number' | 'negative' | 'too_many_decimals' | 'too_large' };

/**
 * A decimal amount to minor units: x100 exactly, from the written digits. Numbers are read as JavaScript prints them
 * (the shortest form that round-trips), so 0.1 + 0.2 (0.30000000000000004) has too many decimals.
 */
export function parseMoneyToMinor(value: number | string | null | undefined): MoneyParse {
  if (value === null || value === undefined) return { ok: false, reason: 'empty' };
  if (typeof value === 'number' && !Number.isFinite(value)) return { ok: false, reason: 'not_a_number' };
  const text = (typeof value === 'number' ? String(value) : value).trim().replace(/,/g, '');
  if (text === '') return { ok: false, reason: 'empty' };
  const negative = text.startsWith('-');
  const unsigned = negative || text.startsWith('+') ? text.slice(1) : text;
  // '.5' is how some people write half a dollar.
  const match = DECIMAL.exec(unsigned.startsWith('.') ? `0${unsigned}` : unsigned);
  if (!match) return { ok: false, reason: 'not_a_number' };
  const [, whole = '0', fraction = ''] = match;
  if (negative && /[1-9]/.test(whole + fraction)) return { ok: false, reason: 'negative' };
  if (fraction.length > 2) return { ok: false, reason: 'too_many_decimals' };
  if (whole.replace(/^0+/, '').length > 12) return { ok: false, reason: 'too_large' };
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor > MAX_MONEY_MINOR) return { ok: false, reason: 'too_large' };
  return { ok: true, minor };
}

/** Minor units to the decimal a form field shows: 123450 -> '1234.50'. */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * docs/product.md, Limits: currency format with 2 decimals, en-US unless a locale is given (the web app passes the user's).
 * 123450, 'EUR' -> '€1,234.50'; in 'de-DE' '1.234,50 €'.
 */
export function formatMoney(minor: number, currency: Currency | string = 'USD', locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, format);
  }
  // Dividing only for display: the digits are exact up to MAX_MONEY_MINOR.
  return format.format(minor / 100);
}
