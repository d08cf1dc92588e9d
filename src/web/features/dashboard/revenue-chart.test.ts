import { describe, expect, it } from 'vitest';
import { niceScale } from './revenue-chart';

describe('revenue chart scale', () => {
  it('rounds the top up to 1, 2 or 5 x 10^n steps that hold the largest bar', () => {
    expect(niceScale(1_234_500)).toEqual({ stepMinor: 500_000, topMinor: 2_000_000 });
    expect(niceScale(800_000)).toEqual({ stepMinor: 200_000, topMinor: 800_000 });
    expect(niceScale(0)).toEqual({ stepMinor: 100, topMinor: 400 });
    for (const max of [1, 99, 101, 45_000, 9_999_999]) expect(niceScale(max).topMinor).toBeGreaterThanOrEqual(max);
  });
});
