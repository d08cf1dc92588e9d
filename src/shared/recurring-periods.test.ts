/** A schedule's calendar: first period, next, end, the periods due at a day, month ends, leap years, the retainer. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  duePeriods,
  firstPeriodStart,
  nextPeriodStart,
  periodEnd,
  previousPeriodStart,
  retainerPeriod,
  upcomingPeriods,
} from './recurring-periods';

describe('recurring periods', () => {
  it('starts a monthly schedule on the first chosen day on or after its start date', () => {
    expect(firstPeriodStart({ frequency: 'monthly', dayOfMonth: 1, startDate: '2026-01-01' })).toBe('2026-01-01');
    expect(firstPeriodStart({ frequency: 'monthly', dayOfMonth: 1, startDate: '2026-01-02' })).toBe('2026-02-01');
    expect(firstPeriodStart({ frequency: 'monthly', dayOfMonth: 28, startDate: '2026-01-31' })).toBe('2026-02-28');
    expect(firstPeriodStart({ frequency: 'monthly', dayOfMonth: 15, startDate: '2026-12-20' })).toBe('2027-01-15');
    // No day chosen: the start date's own day, at most 28.
    expect(firstPeriodStart({ frequency: 'monthly', dayOfMonth: null, startDate: '2026-03-31' })).toBe('2026-04-28');
    expect(firstPeriodStart({ frequency: 'weekly', dayOfMonth: 5, startDate: '2026-03-31' })).toBe('2026-03-31');
  });

  it('steps weekly, monthly, quarterly and yearly, across month ends and leap days', () => {
    expect(nextPeriodStart('2028-02-26', 'weekly')).toBe('2028-03-04');
    expect(nextPeriodStart('2024-02-28', 'weekly')).toBe('2024-03-06');
    expect(nextPeriodStart('2026-01-28', 'monthly')).toBe('2026-02-28');
    expect(nextPeriodStart('2026-12-15', 'monthly')).toBe('2027-01-15');
    expect(nextPeriodStart('2026-11-28', 'quarterly')).toBe('2027-02-28');
    expect(nextPeriodStart('2024-02-28', 'yearly')).toBe('2025-02-28');
    expect(previousPeriodStart('2026-03-28', 'monthly')).toBe('2026-02-28');
    expect(previousPeriodStart('2026-01-05', 'weekly')).toBe('2025-12-29');
  });

  it('ends a period the day before the next one starts', () => {
    expect(periodEnd('2024-02-01', 'monthly')).toBe('2024-02-29');
    expect(periodEnd('2025-02-01', 'monthly')).toBe('2025-02-28');
    expect(periodEnd('2026-01-31', 'weekly')).toBe('2026-02-06');
    expect(periodEnd('2026-01-01', 'quarterly')).toBe('2026-03-31');
    expect(periodEnd('2026-01-01', 'yearly')).toBe('2026-12-31');
    expect(periodEnd('2023-03-01', 'yearly')).toBe('2024-02-29');
  });

  it('lists every period started by a day once, within the end date and the count', () => {
    const base = { frequency: 'monthly' as const, nextPeriodStart: '2026-01-01', invoicesCount: 0, endDate: null, maxCount: null };
    expect(duePeriods(base, '2025-12-31')).toEqual([]);
    expect(duePeriods(base, '2026-01-01')).toEqual(['2026-01-01']);
    expect(duePeriods(base, '2026-03-31')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(duePeriods({ ...base, endDate: '2026-02-15' }, '2026-12-31')).toEqual(['2026-01-01', '2026-02-01']);
    expect(duePeriods({ ...base, maxCount: 3, invoicesCount: 2 }, '2026-12-31')).toEqual(['2026-01-01']);
    expect(duePeriods(base, '2030-01-01', 5)).toHaveLength(5);
  });

  it('shows the coming invoice dates of a new schedule', () => {
    expect(upcomingPeriods({ frequency: 'quarterly', dayOfMonth: 10, startDate: '2026-11-11' }, 3)).toEqual([
      '2026-12-10',
      '2027-03-10',
      '2027-06-10',
    ]);
    expect(upcomingPeriods({ frequency: 'yearly', dayOfMonth: 1, startDate: '2026-01-01' }, 5, { endDate: null, maxCount: 2 })).toEqual([
      '2026-01-01',
      '2027-01-01',
    ]);
  });

  it('never skips or doubles a period: consecutive periods tile the calendar', () => {
    const day = fc.integer({ min: 1, max: 28 });
    const frequency = fc.constantFrom('weekly' as const, 'monthly' as const, 'quarterly' as const, 'yearly' as const);
    const start = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(frequency, day, start, (f, d, s) => {
        let period = firstPeriodStart({ frequency: f, dayOfMonth: d, startDate: s });
        expect(period >= s).toBe(true);
        for (let i = 0; i < 30; i++) {
          const next = nextPeriodStart(period, f);
          expect(next > period).toBe(true);
          expect(periodEnd(period, f) < next).toBe(true);
          expect(previousPeriodStart(next, f)).toBe(period);
          if (f !== 'weekly') expect(Number(next.slice(8))).toBe(d);
          period = next;
        }
      }),
    );
  });

  it('bills the minutes over the allowance and carries at most one allowance of the rest', () => {
    expect(retainerPeriod({ allowanceMinutes: 600, carriedMinutes: 0, usedMinutes: 1050, carryOver: true })).toMatchObject({
      overMinutes: 450,
      carriedMinutes: 0,
    });
    expect(retainerPeriod({ allowanceMinutes: 600, carriedMinutes: 120, usedMinutes: 700, carryOver: true })).toMatchObject({
      overMinutes: 0,
      carriedMinutes: 20,
    });
    expect(retainerPeriod({ allowanceMinutes: 600, carriedMinutes: 600, usedMinutes: 0, carryOver: true })).toMatchObject({
      overMinutes: 0,
      carriedMinutes: 600,
    });
    expect(retainerPeriod({ allowanceMinutes: 600, carriedMinutes: 0, usedMinutes: 100, carryOver: false })).toMatchObject({
      overMinutes: 0,
      carriedMinutes: 0,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.boolean(),
        (a, c, u, co) => {
          const r = retainerPeriod({ allowanceMinutes: a, carriedMinutes: c, usedMinutes: u, carryOver: co });
          expect(r.overMinutes).toBe(Math.max(0, u - a - c));
          expect(r.carriedMinutes).toBeLessThanOrEqual(a);
          expect(r.overMinutes > 0 && r.carriedMinutes > 0).toBe(false);
        },
      ),
    );
  });
});
