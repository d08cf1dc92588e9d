/** The authorization table's rows for the users routes, written by hand from the displayed matrix. */
import type { Role } from '@shared/roles';
import { uniqueEmail, type Who } from './authorization-fixtures';
import { anyoneSignedIn, onlyAdmins, onlyManagers, type Row } from './authorization-rules';

export const USERS_ROWS: Row[] = [
  // View Users: everyone signed in (what each sees is scoped: tested in users-list.test.ts).
  { route: 'GET /api/users', expect: anyoneSignedIn(200) },
  // Create/Edit Users: super_admin, admin, manager (a manager only below admin, never changing roles: users tests).
  {
    route: 'POST /api/users',
    expect: onlyManagers(201),
    body: () => ({ firstName: 'Table', lastName: 'Member', email: uniqueEmail(), password: 'correct-horse-battery', role: 'designer' }),
  },
  // Refused before any lookup to those without the capability, whoever the target is.
  { route: 'PATCH /api/users/:id', kind: 'user', expect: onlyManagers(200), body: { firstName: 'Renamed' } },
  // Delete Users: super_admin, admin.
  { route: 'DELETE /api/users/:id', kind: 'user', expect: onlyAdmins(204) },
];

/**
 * Who may give, take and act on which roles (docs/decisions/0021-role-ranks-in-user-management.md), written by hand:
 * ranks super_admin > admin > manager > the rest. A role at or above one's own is given or taken only by a super admin;
 * an account whose role is above one's own is acted on only by a super admin. Run by authorization-user-roles.test.ts
 * for every caller x every target role.
 */
const RANK: Record<Role, number> = {
  super_admin: 3,
  admin: 2,
  manager: 1,
  developer: 0,
  designer: 0,
  support: 0,
  client_primary: 0,
  client_additional: 0,
};
const superAdmin = (who: Who) => who === 'super_admin';
const givesOrTakes = (who: Who, role: Role) => superAdmin(who) || RANK[role] < RANK[who as Role];
const actsOn = (who: Who, role: Role) => superAdmin(who) || RANK[role] <= RANK[who as Role];
const withCapability = (holders: Role[], who: Who, allowed: boolean, ok: number) =>
  who === 'anonymous' ? 401 : holders.includes(who as Role) && allowed ? ok : 403;

/** The role a target is changed to: a neighbour of the same kind (staff or client), below it where there is one. */
export const ROLE_CHANGE_TO: Record<Role, Role> = {
  super_admin: 'admin',
  admin: 'manager',
  manager: 'developer',
  developer: 'designer',
  designer: 'support',
  support: 'developer',
  client_primary: 'client_additional',
  client_additional: 'client_primary',
};

export interface UserRoleRow {
  what: string;
  /** 'create' makes a user with the target role; the others act on an existing user who holds it. */
  method: 'POST' | 'PATCH' | 'DELETE';
  body?: (role: Role) => Record<string, unknown>;
  expect: (who: Who, role: Role) => number;
}

const MANAGERS: Role[] = ['super_admin', 'admin', 'manager'];
const ADMINS: Role[] = ['super_admin', 'admin'];

export const USER_ROLE_ROWS: UserRoleRow[] = [
  {
    what: 'create a user with the role',
    method: 'POST',
    expect: (who, role) => withCapability(MANAGERS, who, givesOrTakes(who, role), 201),
  },
  {
    what: 'rename a user holding the role',
    method: 'PATCH',
    body: () => ({ firstName: 'Renamed' }),
    expect: (who, role) => withCapability(MANAGERS, who, actsOn(who, role), 200),
  },
  {
    what: 'deactivate a user holding the role',
    method: 'PATCH',
    body: () => ({ status: 'inactive' }),
    expect: (who, role) => withCapability(MANAGERS, who, actsOn(who, role), 200),
  },
  {
    what: 'take the role away (to a neighbouring role)',
    method: 'PATCH',
    body: (role) => ({ role: ROLE_CHANGE_TO[role] }),
    expect: (who, role) => withCapability(ADMINS, who, givesOrTakes(who, role) && givesOrTakes(who, ROLE_CHANGE_TO[role]), 200),
  },
  {
    what: 'give the role (to a developer, or to the other client role)',
    method: 'PATCH',
    body: (role) => ({ role }),
    expect: (who, role) => withCapability(ADMINS, who, givesOrTakes(who, role), 200),
  },
  { what: 'delete a user holding the role', method: 'DELETE', expect: (who, role) => withCapability(ADMINS, who, actsOn(who, role), 204) },
];
