import { describe, expect, it } from 'vitest';
import errors from '@shared/i18n/catalogs/en/errors.json';
import { editMakesVersion, quoteCan, quoteEditConflict, quoteReadRefusal, quoteSendConflict } from './quotes';

/** A refusal as the API says it in English (policies return catalog keys). */
const english = (refusal: string | null) => (refusal === null ? null : (errors as Record<string, string>)[refusal]);

const admin = { id: 'a', role: 'admin', clientId: null };
const primary = { id: 'p', role: 'client_primary', clientId: 'c1' };
const additional = { id: 'x', role: 'client_additional', clientId: 'c1' };
const developer = { id: 'd', role: 'developer', clientId: null };
const quote = (status: string, clientId: string | null = 'c1') => ({ status, clientId, validUntil: '2026-12-31', itemCount: 2 });

describe('quote policy', () => {
  it('lets admins read every quote and client users only their company’s sent ones', () => {
    expect(quoteReadRefusal(admin, quote('draft'))).toBeNull();
    expect(quoteReadRefusal(primary, quote('sent'))).toBeNull();
    expect(quoteReadRefusal(primary, quote('draft'))).toBe('not_found');
    expect(quoteReadRefusal(additional, quote('viewed', 'c2'))).toBe('not_found');
    expect(quoteReadRefusal(developer, quote('sent'))).toBe('forbidden');
  });

  it('edits drafts in place, sent ones as a new version, and never answered or expired ones', () => {
    expect(quoteEditConflict(quote('draft'))).toBeNull();
    expect(editMakesVersion(quote('draft'))).toBe(false);
    expect(editMakesVersion(quote('viewed'))).toBe(true);
    for (const status of ['accepted', 'declined', 'expired'])
      expect(english(quoteEditConflict(quote(status)))).toMatch(/can no longer be changed/);
  });

  it('sends a quote with lines that is still valid', () => {
    expect(quoteSendConflict(quote('draft'), '2026-11-24')).toBeNull();
    expect(english(quoteSendConflict({ ...quote('draft'), itemCount: 0 }, '2026-11-24'))).toMatch(/at least one line/);
    expect(english(quoteSendConflict(quote('draft'), '2027-01-01'))).toMatch(/valid-until/);
  });

  it('lets only the primary contact sign a sent quote', () => {
    expect(quoteCan(primary, quote('sent'), '2026-11-24')).toMatchObject({ sign: true, edit: false, send: false, downloadPdf: true });
    expect(quoteCan(additional, quote('sent'), '2026-11-24').sign).toBe(false);
    expect(quoteCan(admin, quote('sent'), '2026-11-24')).toMatchObject({ sign: false, edit: true, send: true, editMakesVersion: true });
    expect(quoteCan(primary, quote('accepted'), '2026-11-24').sign).toBe(false);
  });
});
