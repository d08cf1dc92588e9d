import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  currencyExponent,
  formatMoney,
  MAX_MONEY_MINOR,
  minorToDecimal,
  minorToMajor,
  parseMoneyToMinor,
  stripeAmountRefusal,
} from './money';

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

describe('currencies whose minor unit is not the cent', () => {
  const exponents = { JPY: 0, USD: 2, KWD: 3 } as const;
  const amounts = fc.integer({ min: 0, max: MAX_MONEY_MINOR });
  const decimalsShown = (text: string) => /[.,](\d+)\D*$/.exec(text.replace(/,(?=\d{3}(\D|$))/g, ''))?.[1]?.length ?? 0;

  it('knows the ISO 4217 exponent: 0 for JPY, 3 for KWD and its neighbours, 2 for the rest', () => {
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('krw')).toBe(0);
    for (const code of ['KWD', 'BHD', 'OMR', 'JOD', 'TND']) expect(currencyExponent(code)).toBe(3);
    for (const code of ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'IDR']) expect(currencyExponent(code)).toBe(2);
  });

  it('stores JPY 1,500 as 1500 and KWD 1.250 as 1250, and shows them so', () => {
    expect(parseMoneyToMinor('1,500', 'JPY')).toEqual({ ok: true, minor: 1500 });
    expect(parseMoneyToMinor('1.250', 'KWD')).toEqual({ ok: true, minor: 1250 });
    expect(parseMoneyToMinor('1.5', 'JPY')).toEqual({ ok: false, reason: 'too_many_decimals' });
    expect(parseMoneyToMinor('1.2505', 'KWD')).toEqual({ ok: false, reason: 'too_many_decimals' });
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
    expect(formatMoney(1250, 'KWD')).toBe('KWD\u00a01.250');
    expect(minorToDecimal(1500, 'JPY')).toBe('1500');
    expect(minorToDecimal(1250, 'KWD')).toBe('1.250');
    expect(minorToMajor(1250, 'KWD')).toBe(1.25);
  });

  for (const [currency, exponent] of Object.entries(exponents)) {
    it(`${currency}: parsing what is shown gives back the minor units, with exactly ${exponent} decimals shown`, () => {
      fc.assert(
        fc.property(amounts, (x) => {
          const shown = formatMoney(x, currency);
          expect(decimalsShown(shown)).toBe(exponent);
          expect(parseMoneyToMinor(shown.replace(/[^\d.,]/g, '').replace(/^[.,]+/, ''), currency)).toEqual({ ok: true, minor: x });
          expect(parseMoneyToMinor(minorToDecimal(x, currency), currency)).toEqual({ ok: true, minor: x });
          expect(parseMoneyToMinor(minorToMajor(x, currency), currency)).toEqual({ ok: true, minor: x });
        }),
      );
    });

    it(`${currency}: one decimal more than ${exponent} is refused, never rounded`, () => {
      fc.assert(
        fc.property(amounts, fc.integer({ min: 1, max: 9 }), (x, digit) => {
          const text = `${minorToDecimal(x, currency)}${exponent === 0 ? '.' : ''}${digit}`;
          expect(parseMoneyToMinor(text, currency)).toEqual({ ok: false, reason: 'too_many_decimals' });
        }),
      );
    });
  }
});

describe("Stripe's three-decimal currencies", () => {
  it('takes a KWD amount ending in 0 only; any amount in JPY and USD', () => {
    expect(stripeAmountRefusal(12340, 'KWD')).toBeNull();
    expect(stripeAmountRefusal(12345, 'KWD')).toBe('Stripe takes KWD in steps of 0.010');
    expect(stripeAmountRefusal(1501, 'JPY')).toBeNull();
    expect(stripeAmountRefusal(1999, 'USD')).toBeNull();
  });
});
