import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, planReminderSteps, stepLabel } from './reminder-steps';

const offsets = [-3, 0, 7, 14];
const plan = (today: string, had: number[] = [], issuedOn: string | null = '2030-01-01') =>
  planReminderSteps({ offsets, dueDate: '2030-02-01', today, issuedOn, had: new Set(had) });

describe('planReminderSteps', () => {
  it('sends nothing before the first step', () => {
    expect(plan('2030-01-28')).toEqual({ send: null, skip: [] });
  });
  it('sends a step on its day, once', () => {
    expect(plan('2030-01-29')).toEqual({ send: -3, skip: [] });
    expect(plan('2030-01-30', [-3])).toEqual({ send: null, skip: [] });
    expect(plan('2030-02-01', [-3])).toEqual({ send: 0, skip: [] });
  });
  it('sends only the latest due step when several passed unseen; the others are skipped for good', () => {
    expect(plan('2030-02-10')).toEqual({
      send: 7,
      skip: [
        { offsetDays: -3, reason: 'superseded' },
        { offsetDays: 0, reason: 'superseded' },
      ],
    });
    // An older step added to the schedule later never goes after a newer one was sent.
    expect(plan('2030-02-10', [7])).toEqual({
      send: null,
      skip: [
        { offsetDays: -3, reason: 'superseded' },
        { offsetDays: 0, reason: 'superseded' },
      ],
    });
  });
  it('skips steps on or before the day the invoice was issued', () => {
    expect(plan('2030-01-31', [], '2030-01-31')).toEqual({ send: null, skip: [{ offsetDays: -3, reason: 'before_issue' }] });
    expect(plan('2030-02-01', [-3], '2030-01-31')).toEqual({ send: 0, skip: [] });
  });
});

describe('day arithmetic and words', () => {
  it('adds days across months and counts them', () => {
    expect(addDays('2030-02-27', 3)).toBe('2030-03-02');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(daysBetween('2030-02-01', '2030-02-15')).toBe(14);
  });
  it('names a step', () => {
    expect(stepLabel(-3)).toBe('3 days before the due date');
    expect(stepLabel(0)).toBe('on the due date');
    expect(stepLabel(1)).toBe('1 day after the due date');
  });
});
