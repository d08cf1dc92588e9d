/**
 * How what the server sends or prints is worded and formatted for its reader (src/server/reader-language.ts says who
 * reads what): the reader's words (`t`), amounts, days, quantities and rates in the reader's locale. English reads
 * exactly as it always did: days as 2026-11-24, quantities as 7.5, rates as 8.875%, amounts in en-US.
 */
import { formatRate, formatTaxRate } from '../../shared/document-totals';
import { formatMoney } from '../../shared/money';
import { formatQuantity } from '../../shared/quantity';
import { translator, type Translate } from '../i18n';
import type { Reader } from '../reader-language';

export type { Reader };

/** Whoever has no language of their own, and everything written before languages existed. */
export const ENGLISH_READER: Reader = { language: 'en', locale: 'en-US' };

export interface ReaderFormat extends Reader {
  t: Translate;
  money: (minor: number, currency: string) => string;
  /** A calendar day ('2026-11-24'): as it is in English, else in the locale's numeric form (24/11/2026, 24.11.2026). */
  day: (iso: string | null | undefined) => string;
  /** A moment as its UTC day. */
  dayOf: (moment: Date | string) => string;
  /** Thousandths of a unit (7500 is 7.5, 7,5 in German). */
  quantity: (thousandths: number) => string;
  /** A share in basis points (a discount): 20%, 20 %. */
  rate: (basisPoints: number) => string;
  /** A tax rate in millionths: 8.875%, 8,875 %. */
  taxRate: (millionths: number) => string;
}

const cache = new Map<string, ReaderFormat>();

export function readerFormat(reader: Reader = ENGLISH_READER): ReaderFormat {
  const key = `${reader.language}|${reader.locale}`;
  const known = cache.get(key);
  if (known) return known;
  const english = reader.language === 'en';
  const days = new Intl.DateTimeFormat(reader.locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
  const numbers = new Intl.NumberFormat(reader.locale, { maximumFractionDigits: 3 });
  const percent = (fraction: number, digits: number) =>
    new Intl.NumberFormat(reader.locale, { style: 'percent', maximumFractionDigits: digits }).format(fraction);
  const day = (iso: string | null | undefined) => {
    if (!iso) return '—';
    if (english || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return iso.slice(0, 10);
    return days.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  };
  const format: ReaderFormat = {
    ...reader,
    t: translator(reader.language),
    money: (minor, currency) => formatMoney(minor, currency, english ? 'en-US' : reader.locale),
    day,
    dayOf: (moment) => day(typeof moment === 'string' ? moment : moment.toISOString()),
    quantity: (thousandths) => (english ? formatQuantity(thousandths) : numbers.format(thousandths / 1000)),
    rate: (basisPoints) => (english ? formatRate(basisPoints) : percent(basisPoints / 10_000, 2)),
    taxRate: (millionths) => (english ? formatTaxRate(millionths) : percent(millionths / 1_000_000, 4)),
  };
  cache.set(key, format);
  return format;
}
