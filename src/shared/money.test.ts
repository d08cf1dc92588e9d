import { describe, expect, it } from 'vitest';
import { formatMoney, MAX_MONEY_MINOR, minorToDecimal, parseMoneyToMinor } from './money';

const minor = (v: number | string) => {
  const r = parseMoneyToMinor(v);
  return r.ok ? r.minor : r.reason;
};

describe('parseMoneyToMinor', () => {
  it('turns decimals into cents exactly, where float multiplication would not', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.15 * 100 is 114.99999999999999 in floating point.
    expect(minor(0.29)).toBe(29);
    expect(minor(1.15)).toBe(115);
    expect(minor('19.99')).toBe(1999);
    expect(minor(4.35)).toBe(435);
    expect(minor(1234.5)).toBe(123450);
    expect(minor('1,234.50')).toBe(123450);
    expect(minor('.5')).toBe(50);
    expect(minor('7.')).toBe(700);
    expect(minor(0)).toBe(0);
    expect(minor('-0')).toBe(0);
    expect(minor(' 12 ')).toBe(1200);
  });

  it('refuses more than 2 decimals, negatives, non-numbers, empties and absurd sizes', () => {
    expect(minor(1.005)).toBe('too_many_decimals');
    expect(minor('10.001')).toBe('too_many_decimals');
    expect(minor(0.1 + 0.2)).toBe('too_many_decimals');
    expect(minor(-1)).toBe('negative');
    expect(minor('-0.01')).toBe('negative');
    expect(minor('abc')).toBe('not_a_number');
    expect(minor('1e3')).toBe('not_a_number');
    expect(minor(Number.NaN)).toBe('not_a_number');
    expect(minor(Number.POSITIVE_INFINITY)).toBe('not_a_number');
    expect(minor('')).toBe('empty');
    expect(minor('   ')).toBe('empty');
    expect(minor(1e21)).toBe('not_a_number');
    expect(minor('1000000000000')).toBe('too_large');
    expect(minor(MAX_MONEY_MINOR / 100)).toBe(MAX_MONEY_MINOR);
  });
});

describe('minorToDecimal and formatMoney', () => {
  it('round-trips what the form shows', () => {
    expect(minorToDecimal(123450)).toBe('1234.50');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(0)).toBe('0.00');
    for (const cents of [0, 1, 29, 115, 99_999, MAX_MONEY_MINOR]) expect(minor(minorToDecimal(cents))).toBe(cents);
  });

  it('formats en-US with 2 decimals in the record currency', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(100, 'EUR')).toBe('€1.00');
    expect(formatMoney(99, 'GBP')).toBe('£0.99');
    expect(formatMoney(2500, 'CAD')).toBe('CA$25.00');
  });
});
