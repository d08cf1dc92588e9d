import { describe, expect, it } from 'vitest';
import { barPercent, humanize, statusTone } from './dashboard-format';

describe('dashboard formatting', () => {
  it('shows statuses with spaces and their colours', () => {
    expect(humanize('on_hold')).toBe('On Hold');
    expect(statusTone('in_progress')).toBe('info');
    expect(statusTone('completed')).toBe('success');
    expect(statusTone('something_new')).toBe('neutral');
  });

  it('keeps completion bars within 0-100', () => {
    expect(barPercent(140)).toBe(100);
    expect(barPercent(-3)).toBe(0);
    expect(barPercent(Number.NaN)).toBe(0);
    expect(barPercent(33.4)).toBe(33);
  });
});
