import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatMonth, formatNumber, formatRelative, formatTime, isSameDay } from './format';

const US = { locale: 'en-US' };
const DE = { locale: 'de-DE' };
const LA = { locale: 'en-US', timeZone: 'America/Los_Angeles' };
const TOKYO = { locale: 'en-US', timeZone: 'Asia/Tokyo' };
// Intl separates a currency from its amount with a no-break space.
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('calendar dates', () => {
  it('read as the day written in every time zone, west or east of UTC', () => {
    expect(formatDate('2026-03-01', LA)).toBe('Mar 1, 2026');
    expect(formatDate('2026-03-01', TOKYO)).toBe('Mar 1, 2026');
    expect(formatDate('2026-01-01', { locale: 'de-DE', timeZone: 'America/Los_Angeles' })).toBe('01.01.2026');
  });

  it('give nothing for nothing and show an unreadable value as given', () => {
    expect(formatDate(null, US)).toBe('');
    expect(formatDate('', US)).toBe('');
    expect(formatDate('2026-13-45', US)).toBe('2026-13-45');
  });
});

describe('instants', () => {
  const lateUtc = '2026-03-01T03:30:00Z'; // evening of Feb 28 in Los Angeles

  it('read as their day and time in the user time zone', () => {
    expect(formatDate(lateUtc, LA)).toBe('Feb 28, 2026');
    expect(formatDate(lateUtc, { ...US, timeZone: 'UTC' })).toBe('Mar 1, 2026');
    expect(formatDateTime(lateUtc, LA)).toBe('Feb 28, 2026, 7:30 PM');
    expect(formatDateTime(lateUtc, { ...LA, seconds: true })).toBe('Feb 28, 2026, 7:30:00 PM');
    expect(formatTime(lateUtc, LA)).toBe('7:30 PM');
    expect(formatTime(lateUtc, { ...DE, timeZone: 'Europe/Berlin' })).toBe('04:30');
  });

  it('compare days in the user time zone', () => {
    expect(isSameDay('2026-03-01T03:30:00Z', '2026-02-28T20:00:00Z', LA)).toBe(true);
    expect(isSameDay('2026-03-01T03:30:00Z', '2026-02-28T20:00:00Z', { timeZone: 'UTC' })).toBe(false);
  });

  it('give nothing for nothing or an unreadable value', () => {
    expect(formatDateTime(null, US)).toBe('');
    expect(formatDateTime('not a date', US)).toBe('');
  });
});

describe('months', () => {
  it('label chart months, short or in full', () => {
    expect(formatMonth('2026-03', US)).toBe('Mar');
    expect(formatMonth('2026-03', { ...US, full: true })).toBe('March 2026');
    expect(formatMonth('2026-03', { ...DE, full: true })).toBe('März 2026');
  });
});

describe('money', () => {
  it('has two decimals in the user locale', () => {
    expect(formatMoney(123_450, 'USD', US)).toBe('$1,234.50');
    expect(nbsp(formatMoney(123_450, 'USD', DE))).toBe('1.234,50 $');
    expect(nbsp(formatMoney(123_450, 'EUR', DE))).toBe('1.234,50 €');
    expect(formatMoney(29, 'USD', US)).toBe('$0.29');
  });

  it('rounds to whole units for the dashboard card and abbreviates for chart axes', () => {
    expect(formatMoney(1_250_000, 'USD', { ...US, decimals: 0 })).toBe('$12,500');
    expect(formatMoney(99_960, 'USD', { ...US, decimals: 0 })).toBe('$1,000');
    expect(formatMoney(0, 'USD', { ...US, decimals: 0 })).toBe('$0');
    expect(formatMoney(1_250_000, 'USD', { ...US, compact: true })).toBe('$12.5K');
    expect(formatMoney(0, 'USD', { ...US, compact: true })).toBe('$0');
  });
});

describe('numbers', () => {
  it('group digits by the locale', () => {
    expect(formatNumber(1234, US)).toBe('1,234');
    expect(formatNumber(1234, DE)).toBe('1.234');
  });
});

describe('relative labels in another zone and locale', () => {
  it('keep the product’s wording with the time in the user zone and locale', () => {
    const now = new Date('2026-05-20T22:30:00Z');
    const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const berlin = { locale: 'de-DE', timeZone: 'Europe/Berlin' };
    expect(formatRelative(before(30_000), now, berlin)).toBe('Just now');
    expect(formatRelative(before(2 * 3_600_000), now, berlin)).toBe('2 hours ago');
    expect(formatRelative(before(24 * 3_600_000), now, berlin)).toBe('Yesterday at 00:30');
    expect(formatRelative(before(8 * 24 * 3_600_000), now, LA)).toBe('May 12, 2026 at 3:30 PM');
  });
});
