/**
 * The client portal's Colleagues, every caller x every target role x company (the primary contact's own, another, or
 * the caller themselves): expectations written by hand in authorization-colleagues-rows.ts, targets made with plain SQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isClientRole, ROLES, type Role } from '@shared/roles';
import { insert, pick, uniqueEmail, type Who } from './authorization-fixtures';
import { ALL } from './authorization-rules';
import { COLLEAGUE_ROWS, type ColleagueRow, type Company } from './authorization-colleagues-rows';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let ownCompany: string;
let otherCompany: string;
const cookies = new Map<Who, string>();

beforeAll(async () => {
  t = await createTestApp();
  ownCompany = (await pick(t.database.db, sql`select client_id as id from users where email = ${DEMO_ACCOUNTS.client_primary}`))!;
  otherCompany = (await pick(t.database.db, sql`select id from clients where id <> ${ownCompany} order by name limit 1`))!;
  cookies.set('anonymous', '');
  for (const role of ROLES) cookies.set(role, await t.as(DEMO_ACCOUNTS[role]));
});
afterAll(() => t.close());

/** A fresh user holding `role` with the row's status; a client role belongs to the company named. */
const userWith = (role: Role, company: Exclude<Company, 'self'>, status: ColleagueRow['status']) =>
  insert(
    t.database.db,
    sql`insert into users (email, name, first_name, last_name, role, status, client_id)
    values (${uniqueEmail()}, 'Colleague Target', 'Colleague', 'Target', ${role}, ${status},
      ${isClientRole(role) ? (company === 'own' ? ownCompany : otherCompany) : null}) returning id`,
  );

async function send(row: ColleagueRow, who: Who, id: string) {
  return t.request(`/api/colleagues/${id}${row.suffix ?? ''}`, {
    method: row.method,
    cookie: cookies.get(who),
    body: row.body,
    settle: false,
  });
}

describe('who may manage which colleagues', () => {
  for (const row of COLLEAGUE_ROWS) {
    for (const who of ALL) {
      for (const role of ROLES) {
        // Staff belong to no company: one target each.
        for (const company of isClientRole(role) ? (['own', 'other'] as const) : (['own'] as const)) {
          const expected = row.expect(who, role, company);
          it(`${who}: ${row.what} a ${role} of ${isClientRole(role) ? `${company} company` : 'the agency'} -> ${expected}`, async () => {
            const res = await send(row, who, await userWith(role, company, row.status));
            expect(res.status, res.text).toBe(expected);
            if (expected >= 400 && who !== 'anonymous') expect(res.json.error.code).toBeTruthy();
          });
        }
      }
    }
    for (const who of ALL) {
      const expected = row.expect(who, 'client_primary', 'self');
      it(`${who}: ${row.what} themselves -> ${expected}`, async () => {
        const self =
          who === 'anonymous'
            ? await userWith('client_primary', 'own', row.status)
            : (await pick(t.database.db, sql`select id from users where email = ${DEMO_ACCOUNTS[who]}`))!;
        const res = await send(row, who, self);
        expect(res.status, res.text).toBe(expected);
      });
    }
  }

  it('refuses everyone but a primary contact the list and the invitation', async () => {
    for (const who of ALL) {
      const list = await t.request('/api/colleagues', { cookie: cookies.get(who) });
      expect(list.status, who).toBe(who === 'anonymous' ? 401 : who === 'client_primary' ? 200 : 403);
      const invite = await t.request('/api/colleagues', {
        cookie: cookies.get(who),
        body: { firstName: 'New', lastName: 'Colleague', email: uniqueEmail() },
        settle: false,
      });
      expect(invite.status, who).toBe(who === 'anonymous' ? 401 : who === 'client_primary' ? 201 : 403);
    }
  });
});
