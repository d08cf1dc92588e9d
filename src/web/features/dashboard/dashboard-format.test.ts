import { describe, expect, it } from 'vitest';
import { barPercent, humanize } from './dashboard-format';

describe('dashboard formatting', () => {
  it('shows values with spaces', () => {
    expect(humanize('bug_fix')).toBe('Bug Fix');
    expect(humanize('meeting')).toBe('Meeting');
  });

  it('keeps completion bars within 0-100', () => {
    expect(barPercent(140)).toBe(100);
    expect(barPercent(-3)).toBe(0);
    expect(barPercent(Number.NaN)).toBe(0);
    expect(barPercent(33.4)).toBe(33);
  });
});
