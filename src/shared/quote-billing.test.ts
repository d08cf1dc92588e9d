import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineSums, shareOf, type LineTax } from './document-totals';
import { depositLines, remainingLines, sumsOfGroupLine, taxGroupsOf, type GroupLine, type WrittenSums } from './quote-billing';

const TAXES: Array<LineTax | null> = [
  { name: 'VAT', rateMillionths: 200_000, inclusive: false },
  { name: 'NY', rateMillionths: 88_750, inclusive: true },
  { name: 'NYX', rateMillionths: 88_750, inclusive: false },
  { name: 'Odd', rateMillionths: 70_625, inclusive: true },
  null,
];

const written = (tax: LineTax | null, sums: { netMinor: number; taxMinor: number; totalMinor: number }): WrittenSums => ({
  taxName: tax?.name ?? null,
  taxRateMillionths: tax?.rateMillionths ?? 0,
  taxInclusive: tax?.inclusive ?? false,
  ...sums,
});
const writtenOf = (lines: GroupLine[]) => lines.map((l) => written(l.tax, sumsOfGroupLine(l)));

const quoteLine = fc
  .record({
    quantityHundredths: fc.integer({ min: 1, max: 100_000 }),
    unitPriceMinor: fc.integer({ min: 0, max: 5_000_000 }),
    discountBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    tax: fc.constantFrom(...TAXES),
  })
  .map((line) => written(line.tax, lineSums(line)));

describe('a quote billed as deposit and final invoice', () => {
  it('adds up, per tax, to the quote: net, tax and total to the cent', () => {
    fc.assert(
      fc.property(fc.array(quoteLine, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 10_000 }), (lines, bp) => {
        const groups = taxGroupsOf(lines);
        const deposit = depositLines(groups, bp);
        const rest = remainingLines(groups, writtenOf(deposit));
        const billed = taxGroupsOf([...writtenOf(deposit), ...writtenOf(rest)]);
        for (const group of groups) {
          const got = billed.find((b) => JSON.stringify(b.tax) === JSON.stringify(group.tax)) ?? {
            netMinor: 0,
            taxMinor: 0,
            totalMinor: 0,
          };
          expect([got.netMinor, got.taxMinor, got.totalMinor]).toEqual([group.netMinor, group.taxMinor, group.totalMinor]);
        }
        expect(billed.length).toBeLessThanOrEqual(groups.length);
        // Nothing is left after the final invoice.
        expect(remainingLines(groups, [...writtenOf(deposit), ...writtenOf(rest)])).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it("makes the deposit's total the share of the quote's total when the quote has untaxed work", () => {
    fc.assert(
      fc.property(fc.array(quoteLine, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 10_000 }), (lines, bp) => {
        const all = [...lines, written(null, lineSums({ quantityHundredths: 100, unitPriceMinor: 1_000_000 }))];
        const deposit = depositLines(taxGroupsOf(all), bp);
        const total = writtenOf(deposit).reduce((sum, l) => sum + l.totalMinor, 0);
        expect(total).toBe(
          shareOf(
            all.reduce((sum, l) => sum + l.totalMinor, 0),
            bp,
          ),
        );
      }),
      { numRuns: 1000 },
    );
  });
});
