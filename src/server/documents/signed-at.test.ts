import { describe, expect, it } from 'vitest';
import { formatSignedAt } from './signed-at';

describe('formatSignedAt', () => {
  it('prints the signing moment in words with its zone, never the raw timestamp', () => {
    expect(formatSignedAt(new Date('2026-11-28T23:12:19.262Z'))).toBe('November 28, 2026, 11:12 PM UTC');
    expect(formatSignedAt(new Date('2026-01-05T00:03:00Z'))).toBe('January 5, 2026, 12:03 AM UTC');
  });
});

describe('formatSignedAt in the reader’s locale', () => {
  it('spells the month and writes the time as German and Mexican Spanish do', () => {
    expect(formatSignedAt(new Date('2026-11-28T23:12:19.262Z'), 'de-DE')).toBe('28. November 2026, 23:12 UTC');
    expect(formatSignedAt(new Date('2026-11-28T23:12:19.262Z'), 'es-MX')).toMatch(/^28 de noviembre de 2026, 11:12\s?p\.\s?m\. UTC$/);
  });
});
