import { describe, expect, it } from 'vitest';
import { colleagueCan, colleagueRefusal, COLLEAGUES_TURNED_OFF, mayInviteColleagues } from './colleagues';

const primary = { id: 'p1', role: 'client_primary', clientId: 'acme' };
const additional = { id: 'a1', role: 'client_additional', clientId: 'acme' };
const manager = { id: 'm1', role: 'manager', clientId: null };
const target = (rest: Partial<Parameters<typeof colleagueCan>[1]> = {}) => ({
  id: 't1',
  role: 'client_additional' as const,
  status: 'active' as const,
  clientId: 'acme',
  invitationPending: false,
  ...rest,
});
const NONE = { deactivate: false, reactivate: false, remove: false, resendInvitation: false };

describe('colleague policy', () => {
  it.each([
    ['an active additional contact', target(), { ...NONE, deactivate: true, remove: true }],
    ['an inactive one', target({ status: 'inactive' }), { ...NONE, reactivate: true, remove: true }],
    ['an invited one', target({ status: 'pending', invitationPending: true }), { ...NONE, remove: true, resendInvitation: true }],
    ['another primary contact', target({ role: 'client_primary' }), NONE],
    ['themselves', target({ id: 'p1', role: 'client_primary' }), NONE],
    ['another company’s contact', target({ clientId: 'globex' }), NONE],
    ['a staff member', target({ role: 'manager', clientId: null }), NONE],
  ] as const)('a primary contact on %s', (_, t, expected) => {
    expect(colleagueCan(primary, t, true)).toEqual(expected);
  });

  it('gives nothing to an additional contact or to staff, and nothing when the agency turned it off', () => {
    expect(colleagueCan(additional, target(), true)).toEqual(NONE);
    expect(colleagueCan(manager, target(), true)).toEqual(NONE);
    expect(colleagueCan(primary, target(), false)).toEqual(NONE);
    expect(colleagueRefusal(primary, target(), false)).toBe(COLLEAGUES_TURNED_OFF);
    expect(mayInviteColleagues(primary, true)).toBe(true);
    expect(mayInviteColleagues(primary, false)).toBe(false);
    expect(mayInviteColleagues(additional, true)).toBe(false);
  });
});
