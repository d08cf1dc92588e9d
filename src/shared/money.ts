/**
 * Money crosses the wire and the forms as a decimal ('1234.5', 1234.5) and is stored and summed as integer minor
 * units: cents for most currencies, but a yen is its own minor unit and a Kuwaiti dinar has 1000 fils (ISO 4217's
 * exponent, currencyExponent). The conversion reads the decimal's digits, never multiplies a float, so 0.29 is 29.
 */
import type { Currency } from './enums';

/**
 * ISO 4217's currencies whose minor unit is not the hundredth. A table and not Intl's maximumFractionDigits: the
 * exponent decides what a stored integer means, so it must not change with the ICU data of a browser or Node release
 * (CLDR shows 0 decimals for IDR, COP and HUF, whose ISO exponent is 2).
 */
const ZERO_DECIMALS = new Set('BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' '));
const THREE_DECIMALS = new Set('BHD IQD JOD KWD LYD OMR TND'.split(' '));

/** How many decimals the currency's minor unit has: 0 for JPY, 3 for KWD, 2 for most (and for an unknown code). */
export function currencyExponent(currency: Currency | string): 0 | 2 | 3 {
  const code = currency.toUpperCase();
  return ZERO_DECIMALS.has(code) ? 0 : THREE_DECIMALS.has(code) ? 3 : 2;
}

/**
 * Stripe's API takes amounts in the same minor units (a yen is 1, a Kuwaiti dinar 1000), but a three-decimal
 * currency's amount must end in 0 (12.340 KWD, not 12.345): Stripe's "three-decimal currencies". The amount Stripe
 * cannot take, or null.
 */
export const stripeAmountRefusal = (minor: number, currency: Currency | string) =>
  currencyExponent(currency) === 3 && minor % 10 !== 0 ? `Stripe takes ${currency.toUpperCase()} in steps of 0.010` : null;

/** The smallest amount an amount field steps by: '1' for JPY, '0.01' for USD, '0.001' for KWD. */
export const amountStep = (currency: Currency | string) => minorToDecimal(1, currency);

/** How many minor units make one major unit: 1 for JPY, 100 for USD, 1000 for KWD. */
export const minorPerMajor = (currency: Currency | string) => 10 ** currencyExponent(currency);

/** What the API reference says of each kind of money field (the document adds the minor one to every `*Minor` field). */
export const MAJOR_UNITS_NOTE =
  "In major units of the currency: a decimal with at most the currency's places (2 for most: 12.50; 0 for JPY: 1500; 3 for KWD: 12.345), not minor units; stored as minor units.";
export const MINOR_UNITS_NOTE =
  "In minor units of the currency, an integer (cents: 1250 is 12.50); the currency is the record's `currency`.";

/** The largest amount a form accepts: far above any real fee, and its cents stay a safe integer. */
export const MAX_MONEY_MINOR = 99_999_999_999;

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

export type MoneyParse =
  { ok: true; minor: number } | { ok: false; reason: 'empty' | 'not_a_number' | 'negative' | 'too_many_decimals' | 'too_large' };

/**
 * A decimal amount to minor units of the currency (x100 for USD, x1 for JPY, x1000 for KWD) exactly, from the written
 * digits. Numbers are read as JavaScript prints them (the shortest form that round-trips), so 0.1 + 0.2
 * (0.30000000000000004) has too many decimals. More decimals than the currency has are refused, not rounded.
 */
export function parseMoneyToMinor(value: number | string | null | undefined, currency: Currency | string = 'USD'): MoneyParse {
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
  const exponent = currencyExponent(currency);
  if (fraction.length > exponent) return { ok: false, reason: 'too_many_decimals' };
  if (whole.replace(/^0+/, '').length > 12) return { ok: false, reason: 'too_large' };
  const minor = Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
  if (minor > MAX_MONEY_MINOR) return { ok: false, reason: 'too_large' };
  return { ok: true, minor };
}

/** Minor units to the decimal a form field shows: 123450 -> '1234.50'; in JPY 1500 -> '1500', in KWD 1250 -> '1.250'. */
export function minorToDecimal(minor: number, currency: Currency | string = 'USD'): string {
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  if (exponent === 0) return `${sign}${abs}`;
  const unit = 10 ** exponent;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(exponent, '0')}`;
}

/** Minor units to the number a form's amount field starts with: 123450 -> 1234.5, in JPY 1500 -> 1500. */
export const minorToMajor = (minor: number, currency: Currency | string = 'USD') => Number(minorToDecimal(minor, currency));

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * docs/product.md, Limits: currency format with the currency's decimals (2 for most), en-US unless a locale is given
 * (the web app passes the user's). 123450, 'EUR' -> '€1,234.50'; in 'de-DE' '1.234,50 €'; 1500, 'JPY' -> '¥1,500';
 * 1250, 'KWD' -> 'KWD 1.250'.
 */
export function formatMoney(minor: number, currency: Currency | string = 'USD', locale = 'en-US'): string {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = currencyExponent(currency);
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, format);
  }
  // Dividing only for display: the digits are exact up to MAX_MONEY_MINOR.
  return format.format(minor / minorPerMajor(currency));
}
