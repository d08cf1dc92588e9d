import { describe, expect, it } from 'vitest';
import { formatQuantity, parseQuantity } from './quantity';

describe('invoice quantities in thousandths', () => {
  it('reads up to three decimals exactly, as numbers or text, and refuses a fourth', () => {
    expect(parseQuantity(7.5)).toEqual({ ok: true, thousandths: 7500 });
    expect(parseQuantity('0.125')).toEqual({ ok: true, thousandths: 125 });
    expect(parseQuantity('1,000')).toEqual({ ok: true, thousandths: 1_000_000 });
    expect(parseQuantity(0.1 + 0.2)).toEqual({ ok: false, reason: 'too_many_decimals' });
    expect(parseQuantity('1.2345')).toEqual({ ok: false, reason: 'too_many_decimals' });
    expect(parseQuantity('0')).toEqual({ ok: false, reason: 'not_positive' });
    expect(parseQuantity('-1')).toEqual({ ok: false, reason: 'not_positive' });
    expect(parseQuantity('abc')).toEqual({ ok: false, reason: 'not_a_number' });
  });
  it('writes them back without trailing zeros', () => {
    expect([7500, 3000, 125, 10].map(formatQuantity)).toEqual(['7.5', '3', '0.125', '0.01']);
  });
});
