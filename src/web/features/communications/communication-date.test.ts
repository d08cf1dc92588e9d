import { describe, expect, it } from 'vitest';
import { communicationDateLabel, communicationDayLabel, formatMeetingSpan } from './communication-date';

// Local-time constructors keep the expectations true in any time zone.
const now = new Date(2026, 4, 20, 15, 30, 0);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('communicationDayLabel (docs/product.md, Limits: the day difference rounded up)', () => {
  it("says 'Today' within the last 24 hours, including this very moment and a clock slightly ahead", () => {
    expect(communicationDayLabel(ago(0), now)).toBe('Today');
    expect(communicationDayLabel(ago(1000), now)).toBe('Today');
    expect(communicationDayLabel(ago(23 * HOUR), now)).toBe('Today');
    expect(communicationDayLabel(ago(DAY), now)).toBe('Today');
    expect(communicationDayLabel(ago(-5 * 60_000), now)).toBe('Today');
  });

  it("says 'Yesterday' for a difference that rounds up to 2 days", () => {
    expect(communicationDayLabel(ago(DAY + 1000), now)).toBe('Yesterday');
    expect(communicationDayLabel(ago(2 * DAY), now)).toBe('Yesterday');
  });

  it("counts 'N-1 days ago' up to 7 days", () => {
    expect(communicationDayLabel(ago(2 * DAY + 1000), now)).toBe('2 days ago');
    expect(communicationDayLabel(ago(4 * DAY), now)).toBe('3 days ago');
    expect(communicationDayLabel(ago(6 * DAY + HOUR), now)).toBe('6 days ago');
    expect(communicationDayLabel(ago(7 * DAY), now)).toBe('6 days ago');
  });

  it('shows the date beyond that boundary', () => {
    expect(communicationDayLabel(ago(7 * DAY + 1000), now)).toBe('May 13, 2026');
    expect(communicationDayLabel(new Date(2025, 11, 31, 23, 59).toISOString(), now)).toBe('Dec 31, 2025');
  });

  it('returns nothing for an unreadable date', () => {
    expect(communicationDayLabel('not a date', now)).toBe('');
  });
});

describe('communicationDateLabel', () => {
  it('adds the time', () => {
    expect(communicationDateLabel(ago(2 * HOUR), now)).toBe('Today at 1:30 PM');
    expect(communicationDateLabel(new Date(2026, 4, 19, 9, 5).toISOString(), now)).toBe('Yesterday at 9:05 AM');
    expect(communicationDateLabel(new Date(2026, 0, 2, 18, 0).toISOString(), now)).toBe('Jan 2, 2026 at 6:00 PM');
  });
});

describe('formatMeetingSpan', () => {
  it('writes the day once when start and end share it', () => {
    const start = new Date(2026, 4, 20, 14, 0).toISOString();
    const end = new Date(2026, 4, 20, 15, 30).toISOString();
    expect(formatMeetingSpan(start, end)).toBe('May 20, 2026, 2:00 PM – 3:30 PM');
    expect(formatMeetingSpan(start, new Date(2026, 4, 21, 9, 0).toISOString())).toBe('May 20, 2026, 2:00 PM – May 21, 2026, 9:00 AM');
    expect(formatMeetingSpan(null, null)).toBe('');
  });
});
