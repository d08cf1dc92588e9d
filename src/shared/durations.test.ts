/** How typed durations read (the timesheet's cells, a manual entry): every accepted form and the refusals. */
import { describe, expect, it } from 'vitest';
import { amountForMinutes, formatDuration, formatHours, parseDuration } from './durations';

const minutes = (text: string) => {
  const parsed = parseDuration(text);
  return parsed.ok ? parsed.minutes : parsed.reason;
};

describe('parseDuration', () => {
  it.each([
    ['1:30', 90],
    ['0:05', 5],
    ['24:00', 1440],
    ['1.5h', 90],
    ['1,5', 90],
    ['1.5', 90],
    ['2', 120],
    ['90m', 90],
    ['90 min', 90],
    ['1h 30m', 90],
    ['1h30m', 90],
    ['2 hours', 120],
    ['  45m  ', 45],
    ['0.1', 6],
    ['0', 0],
  ])('%s is %i minutes', (text, expected) => expect(minutes(text)).toBe(expected));

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1:75', 'not_a_duration'],
    ['abc', 'not_a_duration'],
    ['h', 'not_a_duration'],
    ['-1', 'not_a_duration'],
    ['1:30:00', 'not_a_duration'],
    ['24:01', 'too_long'],
    ['25h', 'too_long'],
    ['1441m', 'too_long'],
  ])('%j is refused (%s)', (text, reason) => expect(minutes(text)).toBe(reason));

  it('reads null and undefined as empty', () => {
    expect(parseDuration(null)).toEqual({ ok: false, reason: 'empty' });
    expect(parseDuration(undefined)).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('formatting and money', () => {
  it('writes minutes as h:mm and hours', () => {
    expect(formatDuration(90)).toBe('1:30');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatHours(90)).toBe('1.5 h');
    expect(formatHours(20)).toBe('0.33 h');
  });

  it('rounds an amount half up to the minor unit', () => {
    expect(amountForMinutes(1, 100)).toBe(2); // 1.67 -> 2
    expect(amountForMinutes(1, 90)).toBe(2); // 1.5 -> 2
    expect(amountForMinutes(1, 89)).toBe(1); // 1.48 -> 1
    expect(amountForMinutes(90, 10000)).toBe(15000);
  });
});
