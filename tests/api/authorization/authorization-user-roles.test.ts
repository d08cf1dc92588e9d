/**
 * Settings > Users, every route x every caller x every target role: who may give, take and act on which roles. The
 * expectations are written by hand in authorization-users-rows.ts; the target users are made with plain SQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isClientRole, ROLES, type Role } from '@shared/roles';
import { insert, pick, uniqueEmail, type Who } from './authorization-fixtures';
import { ALL } from './authorization-rules';
import { USER_ROLE_ROWS, type UserRoleRow } from './authorization-users-rows';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let clientId: string;
const cookies = new Map<Who, string>();

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await pick(t.database.db, sql`select id from clients order by name limit 1`))!;
  cookies.set('anonymous', '');
  for (const role of ROLES) cookies.set(role, await t.as(DEMO_ACCOUNTS[role]));
});
afterAll(() => t.close());

/** A fresh, active user holding `role` (a client role belongs to a client). */
const userWith = (role: Role) =>
  insert(
    t.database.db,
    sql`insert into users (email, name, first_name, last_name, role, client_id)
    values (${uniqueEmail()}, 'Role Target', 'Role', 'Target', ${role}, ${isClientRole(role) ? clientId : null}) returning id`,
  );

/** Giving `role` starts from another role of the same kind that anyone allowed to change roles may take. */
const giveFrom = (role: Role): Role =>
  isClientRole(role)
    ? role === 'client_primary'
      ? 'client_additional'
      : 'client_primary'
    : role === 'developer'
      ? 'designer'
      : 'developer';

async function send(row: UserRoleRow, who: Who, role: Role) {
  const cookie = cookies.get(who);
  if (row.method === 'POST') {
    const body = {
      firstName: 'Role',
      lastName: 'Target',
      email: uniqueEmail(),
      role,
      invite: true,
      clientId: isClientRole(role) ? clientId : null,
    };
    return t.request('/api/users', { method: 'POST', cookie, body });
  }
  const giving = row.what.startsWith('give');
  const id = await userWith(giving ? giveFrom(role) : role);
  return t.request(`/api/users/${id}`, { method: row.method, cookie, body: row.body?.(role) });
}

describe('who may give, take and act on which roles', () => {
  for (const row of USER_ROLE_ROWS) {
    for (const who of ALL) {
      for (const role of ROLES) {
        const expected = row.expect(who, role);
        it(`${who}: ${row.what} ${role} -> ${expected}`, async () => {
          const res = await send(row, who, role);
          expect(res.status, res.text).toBe(expected);
          if (expected === 403 && (who === 'admin' || who === 'manager')) expect(res.json.error.code).toBe('forbidden');
        });
      }
    }
  }

  it('lists each row with what the caller may do to it and the roles it may be given', async () => {
    const superAdminId = await userWith('super_admin');
    const adminId = await userWith('admin');
    const developerId = await userWith('developer');
    const list = await t.request('/api/users?pageSize=200', { cookie: cookies.get('admin') });
    const row = (id: string) => list.json.items.find((u: { id: string }) => u.id === id);
    expect(row(superAdminId)).toMatchObject({
      can: { edit: false, changeRole: false, changeStatus: false, delete: false },
      roleChoices: ['super_admin'],
    });
    expect(row(adminId)).toMatchObject({
      can: { edit: true, changeRole: false, changeStatus: true, delete: true },
      roleChoices: ['admin'],
    });
    expect(row(developerId)).toMatchObject({
      can: { edit: true, changeRole: true, delete: true },
      roleChoices: ['manager', 'developer', 'designer', 'support'],
    });
    const asSuper = await t.request('/api/users?pageSize=200', { cookie: cookies.get('super_admin') });
    const theirs = asSuper.json.items.find((u: { id: string }) => u.id === superAdminId);
    expect(theirs).toMatchObject({ can: { edit: true, changeRole: true, changeStatus: true, delete: true } });
    expect(theirs.roleChoices).toEqual(['super_admin', 'admin', 'manager', 'developer', 'designer', 'support']);
  });
});
