/** The one rounding rule (decision 0052), checked as properties over random documents. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  documentSums,
  lineAmountMinor,
  totalsRows,
  formatRate,
  formatTaxRate,
  lineSums,
  percentToMillionths,
  shareOf,
  taxRatePercent,
  type LineInput,
} from './document-totals';
import { formatMoney, minorToDecimal, parseMoneyToMinor } from './money';

const tax = fc.option(
  fc.record({
    name: fc.constantFrom('VAT', 'Sales tax', 'GST'),
    rateMillionths: fc.integer({ min: 0, max: 1_000_000 }),
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
      fc.property(line, fc.integer({ min: 1, max: 1_000_000 }), (l, rateMillionths) => {
        const s = lineSums({ ...l, tax: { name: 'VAT', rateMillionths, inclusive: true } });
        expect(s.netMinor + s.taxMinor).toBe(s.grossMinor - s.discountMinor);
        expect(s.totalMinor).toBe(s.grossMinor - s.discountMinor);
        expect(Math.abs(s.netMinor * (1 + rateMillionths / 1_000_000) - s.totalMinor)).toBeLessThanOrEqual(
          0.5 * (1 + rateMillionths / 1_000_000) + 1e-5,
        );
      }),
    );
  });

  it('adds an exclusive tax on top, rounded half away from zero', () => {
    expect(
      lineSums({ quantityHundredths: 300, unitPriceMinor: 1999, tax: { name: 'Sales tax', rateMillionths: 82_500, inclusive: false } }),
    ).toEqual({ grossMinor: 5997, discountMinor: 0, netMinor: 5997, taxMinor: 495, totalMinor: 6492 });
    expect(
      lineSums({ quantityHundredths: 100, unitPriceMinor: 10000, tax: { name: 'VAT', rateMillionths: 200_000, inclusive: true } }),
    ).toMatchObject({ netMinor: 8333, taxMinor: 1667, totalMinor: 10000 });
  });

  it('prices a rate finer than a hundredth of a percent to the cent, by the one rounding rule', () => {
    // 8.875% of 19.99 x 3 = 532.2338... cents, rounded to 532; 7.0625% of 1,000.00 is 70.625 -> 70.63 (half away from zero).
    const nyc = { name: 'NYC sales tax', rateMillionths: 88_750, inclusive: false };
    expect(lineSums({ quantityHundredths: 300, unitPriceMinor: 1999, tax: nyc })).toEqual({
      grossMinor: 5997,
      discountMinor: 0,
      netMinor: 5997,
      taxMinor: 532,
      totalMinor: 6529,
    });
    const fine = { name: 'Fine', rateMillionths: 70_625, inclusive: false };
    expect(lineSums({ quantityHundredths: 100, unitPriceMinor: 100_000, tax: fine })).toMatchObject({
      taxMinor: 7063,
      totalMinor: 107_063,
    });
    // Included in the price: net = round(10888 / 1.08875) = round(10000.46) = 10000, the tax is the rest (888).
    const included = lineSums({ quantityHundredths: 100, unitPriceMinor: 10_888, tax: { ...nyc, inclusive: true } });
    expect(included.netMinor + included.taxMinor).toBe(10_888);
    expect(included).toMatchObject({ netMinor: 10_000, taxMinor: 888, totalMinor: 10_888 });
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
    expect(formatTaxRate(200_000)).toBe('20%');
    expect(formatTaxRate(88_750)).toBe('8.875%');
    expect(formatTaxRate(70_625)).toBe('7.0625%');
    expect(formatTaxRate(0)).toBe('0%');
    expect(formatTaxRate(1_000_000)).toBe('100%');
    expect(taxRatePercent(82_500)).toBe('8.25');
  });

  it('reads a typed percentage with up to four decimals, exactly', () => {
    expect(percentToMillionths('8.875')).toBe(88_750);
    expect(percentToMillionths('7.0625')).toBe(70_625);
    expect(percentToMillionths(' 20 ')).toBe(200_000);
    expect(percentToMillionths('8.875%')).toBe(88_750);
    expect(percentToMillionths('100')).toBe(1_000_000);
    expect(percentToMillionths('100.0001')).toBeNull();
    expect(percentToMillionths('8.87501')).toBeNull();
    expect(percentToMillionths('-1')).toBeNull();
    expect(percentToMillionths('abc')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (m) => {
        expect(percentToMillionths(taxRatePercent(m))).toBe(m);
      }),
    );
  });
});

describe('a totals block that reads top to bottom (decision 0094)', () => {
  const taxArb = fc.option(
    fc.record({ name: fc.constantFrom('A', 'B', 'C'), rateMillionths: fc.integer({ min: 0, max: 300_000 }), inclusive: fc.boolean() }),
  );
  const lineArb = fc.record({
    quantityHundredths: fc.integer({ min: 1, max: 100_000 }),
    unitPriceMinor: fc.integer({ min: 0, max: 10_000_000 }),
    discountBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    tax: taxArb,
  });
  it('adds up: the amounts sum to the Subtotal, and Subtotal - Discounts + the taxes added = Total', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 10 }), (lines) => {
        const sums = documentSums(lines);
        const rows = totalsRows(sums);
        const row = (kind: string) => rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.minor, 0);
        expect(row('subtotal')).toBe(lines.reduce((sum, l) => sum + lineAmountMinor(l), 0));
        expect(row('subtotal') - row('discount') + row('tax')).toBe(row('total'));
        expect(row('total')).toBe(sums.totalMinor);
        expect(row('tax') + row('included')).toBe(sums.taxMinor);
        expect(rows.map((r) => r.kind).join(' ')).toMatch(/^subtotal( discount)?( tax)* total( included)*$/);
      }),
    );
  });
});

describe('currencies with 0 and 3 decimals: the rule rounds in minor units, whatever they are', () => {
  const entered = (amount: string, currency: string) => {
    const parsed = parseMoneyToMinor(amount, currency);
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.minor;
  };
  const exclusive = (rateMillionths: number) => ({ name: 'VAT', rateMillionths, inclusive: false });

  it('taxes JPY 1,500 to the yen and KWD 1.250 to the fils, and shows the totals with their decimals', () => {
    const yen = documentSums([{ quantityHundredths: 300, unitPriceMinor: entered('999', 'JPY'), tax: exclusive(80_000) }]);
    // 2,997 x 8% = 239.76 yen: 240, never a fraction of a yen.
    expect(yen).toMatchObject({ subtotalMinor: 2997, taxMinor: 240, totalMinor: 3237 });
    expect(formatMoney(yen.totalMinor, 'JPY')).toBe('¥3,237');
    const dinar = documentSums([{ quantityHundredths: 100, unitPriceMinor: entered('1.250', 'KWD'), tax: exclusive(50_000) }]);
    // 1.250 x 5% = 0.0625 dinar: 63 fils (half away from zero), not 6 cents' worth.
    expect(dinar).toMatchObject({ subtotalMinor: 1250, taxMinor: 63, totalMinor: 1313 });
    expect(formatMoney(dinar.totalMinor, 'KWD')).toBe('KWD\u00a01.313');
  });

  // Invoice-sized lines (within INVOICE_LIMITS), so every total is an amount a form accepts.
  const invoiceLine: fc.Arbitrary<LineInput> = fc.record({
    quantityHundredths: fc.integer({ min: 1, max: 10_000 }),
    unitPriceMinor: fc.integer({ min: 0, max: 10_000_000 }),
    discountBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    tax,
  });

  for (const currency of ['JPY', 'USD', 'KWD']) {
    it(`${currency}: each line's tax is within half a minor unit of net x rate, and the document sums its lines`, () => {
      fc.assert(
        fc.property(fc.array(invoiceLine, { maxLength: 10 }), (ls) => {
          const sums = documentSums(ls);
          ls.forEach((l, i) => {
            const s = sums.lines[i]!;
            if (!l.tax || l.tax.inclusive || l.tax.rateMillionths === 0) return;
            const error = BigInt(s.taxMinor) * 1_000_000n - BigInt(s.netMinor) * BigInt(l.tax.rateMillionths);
            expect(error <= 500_000n && error >= -500_000n).toBe(true);
          });
          expect(sums.taxMinor).toBe(sums.lines.reduce((sum, s) => sum + s.taxMinor, 0));
          expect(parseMoneyToMinor(minorToDecimal(sums.totalMinor, currency), currency)).toEqual({ ok: true, minor: sums.totalMinor });
        }),
      );
    });
  }
});
