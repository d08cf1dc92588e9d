import { describe, expect, it } from 'vitest';
import { toMinor } from '@shared/schemas/billing';
import { defaultDueDate } from './billing-format';

describe('billing format', () => {
  it('puts the default due date 30 days ahead, across a month end', () => {
    expect(defaultDueDate(new Date(2026, 0, 15))).toBe('2026-02-14');
    expect(defaultDueDate(new Date(2026, 11, 10))).toBe('2027-01-09');
  });
  it('turns amounts into minor units by x100 and rounding', () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor(1.005)).toBe(100);
  });
});
