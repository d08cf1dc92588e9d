import { describe, expect, it } from 'vitest';
import { formatDueDate, progressTone, projectBorderClass } from './client-dashboard-format';

describe('client dashboard formatting', () => {
  it('colours progress green from 80, blue from 40, else yellow', () => {
    expect(progressTone(100)).toBe('green');
    expect(progressTone(80)).toBe('green');
    expect(progressTone(79)).toBe('blue');
    expect(progressTone(79.9)).toBe('blue');
    expect(progressTone(40)).toBe('blue');
    expect(progressTone(39)).toBe('yellow');
    expect(progressTone(0)).toBe('yellow');
  });

  it('borders projects by status: active blue, completed green, on hold yellow', () => {
    expect(projectBorderClass('active')).toContain('border-l-blue');
    expect(projectBorderClass('completed')).toContain('border-l-green');
    expect(projectBorderClass('on_hold')).toContain('border-l-amber');
    expect(projectBorderClass('planning')).toBe('border-l-border');
  });

  it('labels due dates as docs/product.md writes them', () => {
    expect(formatDueDate(null)).toBe('No due date');
    expect(formatDueDate('2026-03-01')).toBe('Mar 1, 2026');
  });
});
