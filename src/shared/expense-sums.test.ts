import { describe, expect, it } from 'vitest';
import { expenseSums, rebilledAmountMinor } from './expense-sums';

describe('expense sums', () => {
  it('takes an inclusive tax out of the amount and adds an exclusive one on top', () => {
    expect(expenseSums(11_900, { name: 'MwSt', rateMillionths: 190_000, inclusive: true })).toEqual({
      netMinor: 10_000,
      taxMinor: 1_900,
      totalMinor: 11_900,
    });
    expect(expenseSums(10_000, { name: 'NM GRT', rateMillionths: 78_750, inclusive: false })).toEqual({
      netMinor: 10_000,
      taxMinor: 788,
      totalMinor: 10_788,
    });
    expect(expenseSums(4_999, null)).toEqual({ netMinor: 4_999, taxMinor: 0, totalMinor: 4_999 });
  });

  it('re-bills the cost before tax with its markup, rounded half away from zero once', () => {
    expect(rebilledAmountMinor(10_000, 1_500)).toBe(11_500);
    expect(rebilledAmountMinor(333, 1_250)).toBe(375);
    expect(rebilledAmountMinor(10_000, 0)).toBe(10_000);
  });
});
