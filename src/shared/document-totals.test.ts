/** The one rounding rule (decision 0052), checked as properties over random documents. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentSums, formatRate, lineSums, shareOf, type LineInput } from './document-totals';

const tax = fc.option(
  fc.record({
    name: fc.constantFrom('VAT', 'Sales tax', 'GST'),
    basisPoints: fc.integer({ min: 0, max: 10_000 }),
    inclusive: fc.boolean(),
  }),
  { nil: null },
);
const line: fc.Arbitrary<LineInput> = fc.record({
  quantityHundredths: fc.integer({ min: 1, max: 1_000_000 }),
  unitPriceMinor: fc.integer({ min: 0, max: 100_000_000 }),
  discountBasisPoints: fc.integer({ min: 0, max: 10_000 }),
  tax,
});
const lines = fc.array(line, { minLength: 0, maxLength: 30 });

describe('document totals', () => {
  it('gives integer sums for every line and document', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const sums = documentSums(ls);
        for (const s of [...sums.lines, sums]) {
          for (const value of Object.values(s)) if (typeof value === 'number') expect(Number.isSafeInteger(value)).toBe(true);
        }
      }),
    );
  });

  it('keeps total = subtotal + tax, on each line and on the document', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const sums = documentSums(ls);
        expect(sums.totalMinor).toBe(sums.subtotalMinor + sums.taxMinor);
        for (const s of sums.lines) {
          expect(s.totalMinor).toBe(s.netMinor + s.taxMinor);
        }
      }),
    );
  });

  it('makes each document sum the sum of its lines, and the taxes block the sum of the taxed lines', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const sums = documentSums(ls);
        const add = (key: 'netMinor' | 'taxMinor' | 'totalMinor' | 'discountMinor') => sums.lines.reduce((a, s) => a + s[key], 0);
        expect(sums.subtotalMinor).toBe(add('netMinor'));
        expect(sums.taxMinor).toBe(add('taxMinor'));
        expect(sums.totalMinor).toBe(add('totalMinor'));
        expect(sums.discountMinor).toBe(add('discountMinor'));
        expect(sums.taxes.reduce((a, t) => a + t.taxMinor, 0)).toBe(sums.taxMinor);
        // Each line's sums do not depend on the other lines.
        ls.forEach((l, i) => expect(lineSums(l)).toEqual(sums.lines[i]));
      }),
    );
  });

  it('splits an inclusive tax exactly: net + tax is the price after discount, the tax within half a cent of the rate', () => {
    fc.assert(
      fc.property(line, fc.integer({ min: 1, max: 10_000 }), (l, basisPoints) => {
        const s = lineSums({ ...l, tax: { name: 'VAT', basisPoints, inclusive: true } });
        expect(s.netMinor + s.taxMinor).toBe(s.grossMinor - s.discountMinor);
        expect(s.totalMinor).toBe(s.grossMinor - s.discountMinor);
        expect(Math.abs(s.netMinor * (1 + basisPoints / 10_000) - s.totalMinor)).toBeLessThanOrEqual(
          0.5 * (1 + basisPoints / 10_000) + 1e-6,
        );
      }),
    );
  });

  it('adds an exclusive tax on top, rounded half away from zero', () => {
    expect(
      lineSums({ quantityHundredths: 300, unitPriceMinor: 1999, tax: { name: 'Sales tax', basisPoints: 825, inclusive: false } }),
    ).toEqual({ grossMinor: 5997, discountMinor: 0, netMinor: 5997, taxMinor: 495, totalMinor: 6492 });
    expect(
      lineSums({ quantityHundredths: 100, unitPriceMinor: 10000, tax: { name: 'VAT', basisPoints: 2000, inclusive: true } }),
    ).toMatchObject({ netMinor: 8333, taxMinor: 1667, totalMinor: 10000 });
  });

  it('keeps a share between 0 and the amount, and exact at 0% and 100%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, basisPoints) => {
        const share = shareOf(amount, basisPoints);
        expect(Number.isSafeInteger(share)).toBe(true);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(amount);
        expect(Math.abs(share - (amount * basisPoints) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(shareOf(amount, 0)).toBe(0);
        expect(shareOf(amount, 10_000)).toBe(amount);
      }),
    );
  });

  it('writes rates as people do', () => {
    expect(formatRate(2000)).toBe('20%');
    expect(formatRate(825)).toBe('8.25%');
    expect(formatRate(750)).toBe('7.5%');
  });
});
