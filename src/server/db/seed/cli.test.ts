import { describe, expect, it } from 'vitest';
import { CliError, formatSummary, parseSeedArgs } from './cli';
import { summarize } from './demo';
import { buildDemoData } from './demo-data';
import { appTableNames } from './reset';

describe('npm run seed arguments', () => {
  it('defaults to scale 1 without reset', () => {
    expect(parseSeedArgs([])).toEqual({ scale: 1, reset: false, help: false });
  });

  it('reads --scale and --reset in either form', () => {
    expect(parseSeedArgs(['--scale', '10', '--reset'])).toEqual({ scale: 10, reset: true, help: false });
    expect(parseSeedArgs(['--scale=100'])).toMatchObject({ scale: 100 });
    expect(parseSeedArgs(['-h'])).toMatchObject({ help: true });
  });

  it('refuses a scale that is not a positive whole number, with a clear message', () => {
    for (const bad of ['0', '-3', '2.5', 'ten', '', '1e3', '100000']) {
      expect(() => parseSeedArgs([`--scale=${bad}`]), bad).toThrow(CliError);
      expect(() => parseSeedArgs([`--scale=${bad}`]), bad).toThrow(/--scale must be a whole number/);
    }
    expect(() => parseSeedArgs(['--scale', '-3'])).toThrow(CliError);
    expect(() => parseSeedArgs(['--scale'])).toThrow(CliError);
  });

  it('refuses unknown options and stray arguments', () => {
    expect(() => parseSeedArgs(['--sclae', '3'])).toThrow(/Usage: npm run seed/);
    expect(() => parseSeedArgs(['reset'])).toThrow(CliError);
  });
});

describe('seed helpers', () => {
  it('lists every app table for --reset', () => {
    const names = appTableNames();
    for (const table of ['users', 'accounts', 'sessions', 'clients', 'projects', 'tasks', 'invoices', 'activity_log', 'rate_limits']) {
      expect(names).toContain(table);
    }
    expect(names.some((n) => n.includes('drizzle'))).toBe(false);
  });

  it('prints one line per table', () => {
    const summary = summarize(buildDemoData({ passwordHash: 'hash', now: new Date('2026-01-10T12:00:00Z') }));
    const text = formatSummary(summary);
    expect(text.split('\n')).toHaveLength(Object.keys(summary).length);
    expect(text).toMatch(/tasks\s+150/);
  });
});
