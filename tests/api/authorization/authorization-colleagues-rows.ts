/**
 * The authorization table's rows for the client portal's Colleagues (docs/decisions/0111-primary-contacts-manage-their-colleagues.md),
 * written by hand: only a primary contact holds `colleagues.manage`; they act on the additional contacts of their own
 * company, and anyone else is 404 (staff, another company) or 403 (another primary contact, themselves).
 */
import { isStaffRole, type Role } from '@shared/roles';
import { uniqueEmail, type Target, type Who } from './authorization-fixtures';
import { signedIn, type Row } from './authorization-rules';

const primaryOnly = (ok: number) => (who: Who) => (!signedIn(who) ? 401 : who === 'client_primary' ? ok : 403);
/** On a client's contact (the fixture's `:userId`): the primary contact's own company, or another one. */
const onContact = (ok: number) => (who: Who, target: Target) =>
  !signedIn(who) ? 401 : who !== 'client_primary' ? 403 : target === 'own' ? ok : 404;

export const COLLEAGUES_ROWS: Row[] = [
  { route: 'GET /api/colleagues', expect: primaryOnly(200) },
  {
    route: 'POST /api/colleagues',
    expect: primaryOnly(201),
    body: () => ({ firstName: 'Table', lastName: 'Colleague', email: uniqueEmail() }),
  },
  {
    route: 'PATCH /api/colleagues/:id',
    kind: 'client',
    url: '/api/colleagues/:userId',
    expect: onContact(200),
    body: { status: 'inactive' },
  },
  { route: 'DELETE /api/colleagues/:id', kind: 'client', url: '/api/colleagues/:userId', expect: onContact(204) },
  { route: 'POST /api/colleagues/:id/invitation', kind: 'client', url: '/api/colleagues/:userId/invitation', expect: onContact(200) },
];

/** Whose account a request acts on: someone of the primary contact's company, of another company, or the caller. */
export type Company = 'own' | 'other' | 'self';

export interface ColleagueRow {
  what: string;
  method: 'PATCH' | 'DELETE' | 'POST';
  /** The path after /api/colleagues/{id}. */
  suffix?: string;
  body?: Record<string, unknown>;
  /** The target's status before the request (an invitation waits: pending). */
  status: 'active' | 'inactive' | 'pending';
  expect: (who: Who, role: Role, company: Company) => number;
}

/** Every caller x target role x company: staff have no company, so "own" and "other" both answer 404 for them. */
const rule = (ok: number) => (who: Who, role: Role, company: Company) => {
  if (!signedIn(who)) return 401;
  if (who !== 'client_primary') return 403;
  if (company === 'self') return 403;
  if (isStaffRole(role) || company === 'other') return 404;
  return role === 'client_additional' ? ok : 403;
};

export const COLLEAGUE_ROWS: ColleagueRow[] = [
  { what: 'deactivate', method: 'PATCH', body: { status: 'inactive' }, status: 'active', expect: rule(200) },
  { what: 'reactivate', method: 'PATCH', body: { status: 'active' }, status: 'inactive', expect: rule(200) },
  { what: 'remove', method: 'DELETE', status: 'active', expect: rule(204) },
  { what: 'send a fresh invitation to', method: 'POST', suffix: '/invitation', status: 'pending', expect: rule(200) },
];
