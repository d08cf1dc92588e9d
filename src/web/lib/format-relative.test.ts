import { describe, expect, it } from 'vitest';
import { formatRelative } from './format';

// Local-time constructors keep the expectations true in any time zone.
const now = new Date(2026, 4, 20, 15, 30, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelative (comment times)', () => {
  it('says "Just now" under a minute, also for a clock slightly ahead', () => {
    expect(formatRelative(ago(0), now)).toBe('Just now');
    expect(formatRelative(ago(59_000), now)).toBe('Just now');
    expect(formatRelative(ago(-30_000), now)).toBe('Just now');
  });

  it('counts minutes under an hour', () => {
    expect(formatRelative(ago(MIN), now)).toBe('1 minute ago');
    expect(formatRelative(ago(5 * MIN + 59_000), now)).toBe('5 minutes ago');
    expect(formatRelative(ago(59 * MIN), now)).toBe('59 minutes ago');
  });

  it('counts hours under a day', () => {
    expect(formatRelative(ago(60 * MIN), now)).toBe('1 hour ago');
    expect(formatRelative(ago(23 * HOUR + 59 * MIN), now)).toBe('23 hours ago');
  });

  it('says "Yesterday at {time}" for one day ago', () => {
    expect(formatRelative(ago(DAY), now)).toBe('Yesterday at 3:30 PM');
    expect(formatRelative(new Date(2026, 4, 19, 9, 5).toISOString(), new Date(2026, 4, 20, 10, 0))).toBe('Yesterday at 9:05 AM');
  });

  it('counts days up to seven', () => {
    expect(formatRelative(ago(2 * DAY), now)).toBe('2 days ago');
    expect(formatRelative(ago(7 * DAY), now)).toBe('7 days ago');
  });

  it('shows the date and time beyond seven days', () => {
    expect(formatRelative(ago(8 * DAY), now)).toBe('May 12, 2026 at 3:30 PM');
    expect(formatRelative(new Date(2025, 11, 31, 23, 59).toISOString(), now)).toBe('Dec 31, 2025 at 11:59 PM');
  });

  it('returns nothing for an unreadable date', () => {
    expect(formatRelative('not a date', now)).toBe('');
  });
});
