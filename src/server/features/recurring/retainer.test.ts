/** A retainer's overage priced by the one money rule: the line is amountForMinutes of the minutes over; parts add up. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentSums } from '@shared/document-totals';
import { amountForMinutes } from '@shared/durations';
import { priceRetainer } from './retainer';

const entries = fc
  .array(fc.integer({ min: 1, max: 1440 }), { maxLength: 40 })
  .map((ms) => ms.map((minutes, i) => ({ id: `e${i}`, minutes })));

describe('retainer overage', () => {
  it('names the hours and the rate on its line', () => {
    const use = priceRetainer(
      [
        { id: 'a', minutes: 600 },
        { id: 'b', minutes: 450 },
      ],
      { allowanceMinutes: 600, carriedMinutes: 0, carryOver: true, hourlyRateMinor: 10000, currency: 'USD' },
    );
    expect(use.line).toEqual({ description: 'Hours over the allowance: 7:30 at $100.00/h', quantity: 1, unitAmountMinor: 75000 });
    expect(use.entries.map((e) => e.billedAmountMinor)).toEqual([0, 75000]);
    expect(use.carriedMinutes).toBe(0);
  });

  it('prices the minutes over the allowance and carried minutes by amountForMinutes, and the invoice totals are the sum of their parts', () => {
    fc.assert(
      fc.property(
        entries,
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (list, allowance, carried, carryOver, rate, fee) => {
          const use = priceRetainer(list, {
            allowanceMinutes: allowance,
            carriedMinutes: carried,
            carryOver,
            hourlyRateMinor: rate,
            currency: 'USD',
          });
          const used = list.reduce((s, e) => s + e.minutes, 0);
          const over = Math.max(0, used - allowance - carried);
          expect(use.overMinutes).toBe(over);
          expect(use.overAmountMinor).toBe(amountForMinutes(over, rate));
          expect(use.line === null).toBe(use.overAmountMinor === 0);
          // Every entry counted is on the invoice; only minutes past the allowance carry an amount.
          expect(use.entries.map((e) => e.id)).toEqual(list.map((e) => e.id));
          if (over === 0) expect(use.entries.every((e) => e.billedAmountMinor === 0)).toBe(true);
          expect(use.carriedMinutes).toBe(carryOver ? Math.min(allowance, Math.max(0, allowance + carried - used)) : 0);
          const lines = [
            { quantityHundredths: 100, unitPriceMinor: fee },
            ...(use.line ? [{ quantityHundredths: 100, unitPriceMinor: use.line.unitAmountMinor }] : []),
          ];
          const sums = documentSums(lines);
          expect(sums.totalMinor).toBe(fee + use.overAmountMinor);
          expect(sums.totalMinor).toBe(sums.lines.reduce((s, l) => s + l.totalMinor, 0));
        },
      ),
    );
  });
});
