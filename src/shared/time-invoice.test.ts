import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  groupLines,
  INVOICE_GROUPINGS,
  priceEntry,
  ROUNDING_INCREMENTS,
  ROUNDING_MODES,
  roundMinutes,
  type BillableEntry,
} from './time-invoice';

const ids = ['a', 'b', 'c'];
const entry = fc.record({
  id: fc.uuid(),
  minutes: fc.integer({ min: 1, max: 1440 }),
  rateMinor: fc.integer({ min: 0, max: 100_000 }),
  workDate: fc.constantFrom('2026-10-01', '2026-10-02', '2026-10-31'),
  projectId: fc.constantFrom(...ids),
  projectName: fc.constantFrom('Website', 'App'),
  taskId: fc.option(fc.constantFrom(...ids), { nil: null }),
  taskTitle: fc.option(fc.constantFrom('Login', 'Design'), { nil: null }),
  userId: fc.option(fc.constantFrom(...ids), { nil: null }),
  userName: fc.option(fc.constantFrom('Ann', 'Bob'), { nil: null }),
}) satisfies fc.Arbitrary<BillableEntry>;
const entries = fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 60 });
const increment = fc.constantFrom(...ROUNDING_INCREMENTS);
const mode = fc.constantFrom(...ROUNDING_MODES);
const grouping = fc.constantFrom(...INVOICE_GROUPINGS);

describe('roundMinutes', () => {
  it('rounds to the increment', () => {
    expect(roundMinutes(7, 15, 'up')).toBe(15);
    expect(roundMinutes(7, 15, 'nearest')).toBe(15);
    expect(roundMinutes(22, 15, 'nearest')).toBe(15);
    expect(roundMinutes(23, 15, 'nearest')).toBe(30);
    expect(roundMinutes(61, 6, 'up')).toBe(66);
    expect(roundMinutes(61, 0, 'up')).toBe(61);
    expect(roundMinutes(2, 30, 'nearest')).toBe(30);
  });
  it("never lowers with 'up', lands on the increment, and never takes worked time to nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), increment, mode, (m, inc, md) => {
        const r = roundMinutes(m, inc, md);
        if (md === 'up') expect(r).toBeGreaterThanOrEqual(m);
        if (inc > 0) expect(r % inc).toBe(0);
        expect(r).toBeGreaterThan(0);
        expect(Math.abs(r - m)).toBeLessThan(inc === 0 ? 1 : md === 'up' ? inc : Math.max(inc, 1));
      }),
    );
  });
});

describe('groupLines', () => {
  it('a line is round(total minutes x rate / 60), once for the line; its entries share it to the cent; every entry once', () => {
    fc.assert(
      fc.property(entries, increment, mode, grouping, (list, inc, md, by) => {
        const priced = list.map((e) => priceEntry(e, inc, md));
        const lines = groupLines(priced, by);
        for (const line of lines) {
          const onLine = priced.filter((e) => line.entryIds.includes(e.id));
          expect(onLine.every((e) => e.rateMinor === line.rateMinor)).toBe(true);
          const minutes = onLine.reduce((s, e) => s + roundMinutes(e.minutes, inc, md), 0);
          expect(line.minutes).toBe(minutes);
          // Half up, in integers: the exact rational minutes x rate / 60 rounded once.
          expect(line.amountMinor).toBe(Math.floor((2 * minutes * line.rateMinor + 60) / 120));
          expect(line.entryAmounts.reduce((s, a) => s + a, 0)).toBe(line.amountMinor);
        }
        expect(lines.reduce((s, l) => s + l.minutes, 0)).toBe(priced.reduce((s, e) => s + e.billedMinutes, 0));
        const seen = lines.flatMap((l) => l.entryIds);
        expect(seen.length).toBe(list.length);
        expect(new Set(seen)).toEqual(new Set(list.map((e) => e.id)));
        for (const l of lines) expect(Number.isInteger(l.amountMinor)).toBe(true);
      }),
    );
  });
  it('names lines by task, person, day or project', () => {
    const base = {
      minutes: 60,
      rateMinor: 10_000,
      workDate: '2026-10-01',
      projectId: 'p',
      projectName: 'Website',
      taskId: 't',
      taskTitle: 'Login',
      userId: 'u',
      userName: 'Ann',
    };
    const priced = [
      priceEntry({ ...base, id: '1' }, 0, 'up'),
      priceEntry({ ...base, id: '2', taskId: null, taskTitle: null, userId: null, userName: null }, 0, 'up'),
    ];
    expect(groupLines(priced, 'task').map((l) => l.description)).toEqual(['Website: Login', 'Website: Other work']);
    // Two rates in one group are two lines, each hours x its own rate.
    const other = priceEntry({ ...base, id: '3', rateMinor: 15_000 }, 0, 'up');
    expect(groupLines([...priced, other], 'day')).toMatchObject([
      { rateMinor: 10_000, minutes: 120, amountMinor: 20_000 },
      { rateMinor: 15_000, minutes: 60, amountMinor: 15_000 },
    ]);
    expect(groupLines(priced, 'person').map((l) => l.description)).toEqual(['Ann', 'Unknown User']);
    expect(groupLines(priced, 'day')).toMatchObject([{ description: '2026-10-01', minutes: 120, amountMinor: 20_000 }]);
    expect(groupLines(priced, 'project')).toMatchObject([{ description: 'Website', entryIds: ['1', '2'] }]);
  });
});
