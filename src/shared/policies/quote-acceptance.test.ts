import { describe, expect, it } from 'vitest';
import errors from '@shared/i18n/catalogs/en/errors.json';
import { answerConflict, convertConflict, depositConflict, quoteAcceptanceCan, signRefusal } from './quote-acceptance';

/** A refusal as the API says it in English (policies return catalog keys). */
const english = (refusal: string | null) => (refusal === null ? null : (errors as Record<string, string>)[refusal]);

const today = '2026-06-15';
const open = { status: 'viewed', validUntil: '2026-06-30', today };
const actor = (role: string) => ({ id: 'u1', role });
const conversion = { status: 'accepted', converted: false, hasDeposit: false, wantsDeposit: true };

describe('quote answers', () => {
  it.each([
    ['sent', '2026-06-30', null],
    ['viewed', '2026-06-15', null],
    ['viewed', '2026-06-14', /expired/],
    ['expired', '2026-06-30', /expired/],
    ['accepted', '2026-06-30', /already been accepted/],
    ['declined', '2026-06-30', /already been declined/],
    ['draft', '2026-06-30', /cannot be answered/],
  ])('a %s quote valid until %s', (status, validUntil, expected) => {
    const refusal = answerConflict({ status, validUntil, today });
    if (expected === null) expect(refusal).toBeNull();
    else expect(english(refusal)).toMatch(expected);
  });

  it('is the primary contact’s alone', () => {
    expect(signRefusal(actor('client_primary'), open)).toBeNull();
    for (const role of ['client_additional', 'admin', 'super_admin', 'manager', 'developer'])
      expect(english(signRefusal(actor(role), open))).toMatch(/primary contacts/);
    expect(quoteAcceptanceCan(actor('client_primary'), open, conversion)).toMatchObject({ sign: true, decline: true, convert: false });
    expect(quoteAcceptanceCan(actor('admin'), open, conversion)).toMatchObject({ sign: false, convert: true, createDeposit: false });
  });
});

describe('conversion', () => {
  it('is once, of an accepted quote; the deposit follows the project', () => {
    expect(convertConflict(conversion)).toBeNull();
    expect(english(convertConflict({ ...conversion, status: 'viewed' }))).toMatch(/Only an accepted quote/);
    expect(english(convertConflict({ ...conversion, converted: true }))).toMatch(/already been turned/);
    expect(english(depositConflict(conversion))).toMatch(/Create the project first/);
    expect(depositConflict({ ...conversion, converted: true })).toBeNull();
    expect(english(depositConflict({ ...conversion, converted: true, hasDeposit: true }))).toMatch(/already has/);
    expect(english(depositConflict({ ...conversion, converted: true, wantsDeposit: false }))).toMatch(/no deposit/);
  });
});
