/**
 * The client portal's Colleagues (docs/decisions/0111-primary-contacts-manage-their-colleagues.md): a primary contact
 * invites, deactivates, reactivates and removes the additional contacts of their own company, with the agency told and
 * able to turn it off. Every caller x target role x company is in authorization-colleagues.test.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readOutbox } from '@server/integrations/mail';
import { INVITATION_SUBJECT } from '@server/features/clients/invitation-mail';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let primary: string;
let manager: string;
let companyId: string;
let otherCompanyId: string;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;
const idOf = async (email: string) => (await one<{ id: string }>(sql`select id from users where email = ${email}`)).id;

let emails = 0;
const newPerson = () => ({ firstName: 'Maya', lastName: `Okafor ${++emails}`, email: `maya.okafor.${emails}@colleagues.example` });

const invitationLink = (to: string) => {
  const mails = readOutbox(outboxDir(t.env)).filter((m) => m.to === to && m.subject === INVITATION_SUBJECT);
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
  return { count: mails.length, link, token: link ? new URL(link).searchParams.get('token')! : null };
};

/** A colleague who accepted the invitation and chose a password: their id and a signed-in cookie. */
async function acceptedColleague(): Promise<{ id: string; email: string; cookie: string }> {
  const person = newPerson();
  const invited = await t.request('/api/colleagues', { cookie: primary, body: person });
  expect(invited.status, invited.text).toBe(201);
  const { token } = invitationLink(person.email);
  const set = await t.request('/api/auth/reset-password', { body: { newPassword: 'a-colleague-password', token } });
  expect(set.status).toBe(200);
  const signIn = await t.signIn(person.email, 'a-colleague-password');
  expect(signIn.status).toBe(200);
  return { id: invited.json.id, email: person.email, cookie: signIn.cookie };
}

/** A portal user made with plain SQL. */
const insertUser = async (role: string, clientId: string | null) =>
  (
    await one<{ id: string }>(
      sql`insert into users (email, name, first_name, last_name, role, client_id)
      values (${newPerson().email}, 'Some One', 'Some', 'One', ${role}, ${clientId}) returning id`,
    )
  ).id;

beforeAll(async () => {
  t = await createTestApp();
  primary = await t.as(DEMO_ACCOUNTS.client_primary);
  manager = await t.as(DEMO_ACCOUNTS.manager);
  companyId = (await one<{ client_id: string }>(sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`)).client_id;
  otherCompanyId = (await one<{ id: string }>(sql`select id from clients where id <> ${companyId} order by name limit 1`)).id;
});
afterAll(() => t.close());

describe('a primary contact’s colleagues', () => {
  it('lists the company’s people, primary contacts first, with what the primary contact may do to each', async () => {
    const res = await t.request('/api/colleagues', { cookie: primary });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ enabled: true, canInvite: true, notice: null });
    const me = res.json.items[0];
    expect(me).toMatchObject({ email: DEMO_ACCOUNTS.client_primary, isYou: true, role: 'client_primary' });
    expect(me.can).toEqual({ deactivate: false, reactivate: false, remove: false, resendInvitation: false });
    const kevin = res.json.items.find((c: { email: string }) => c.email === DEMO_ACCOUNTS.client_additional);
    expect(kevin).toMatchObject({ role: 'client_additional', status: 'active', isYou: false });
    expect(kevin.can).toEqual({ deactivate: true, reactivate: false, remove: true, resendInvitation: false });
    // Only their company: no staff, nobody of another company.
    const companies = await rows<{ n: number }>(
      sql`select count(*)::int as n from users where email in (${sql.join(
        res.json.items.map((c: { email: string }) => sql`${c.email}`),
        sql`, `,
      )}) and client_id is distinct from ${companyId}`,
    );
    expect(companies[0]!.n).toBe(0);
  });

  it('invites an additional contact with the agency’s invitation, who chooses a password and signs in to the company', async () => {
    const person = newPerson();
    const res = await t.request('/api/colleagues', { cookie: primary, body: person });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ role: 'client_additional', status: 'pending', invitationPending: true });
    expect(res.json.can).toMatchObject({ deactivate: false, remove: true, resendInvitation: true });

    const { link, token, count } = invitationLink(person.email);
    expect(count).toBe(1);
    expect(link).toMatch(/\/reset-password\?token=.+&invite=1$/);
    const mail = readOutbox(outboxDir(t.env)).find((m) => m.to === person.email)!;
    expect(mail.text).toContain('Hello Maya,');
    const set = await t.request('/api/auth/reset-password', { body: { newPassword: 'my-own-password', token } });
    expect(set.status).toBe(200);
    const signIn = await t.signIn(person.email, 'my-own-password');
    expect(signIn.status).toBe(200);
    const me = await t.request('/api/me', { cookie: signIn.cookie });
    expect(me.json.user).toMatchObject({ role: 'client_additional', clientId: companyId });
    // An additional contact does not manage colleagues.
    expect((await t.request('/api/colleagues', { cookie: signIn.cookie })).status).toBe(403);
  });

  it('tells the agency’s managers and admins, and records it in the client’s activity', async () => {
    const person = newPerson();
    await t.request('/api/colleagues', { cookie: primary, body: person });
    const bell = await t.request('/api/notifications', { cookie: manager });
    const told = bell.json.items.find(
      (n: { kind: string; title: string }) => n.kind === 'colleague_changed' && n.title.includes(person.lastName),
    );
    expect(told).toMatchObject({ link: `/clients/${companyId}` });
    expect(told.body).toContain('Rebecca Holloway');
    const admins = await rows<{ role: string }>(
      sql`select u.role from notifications n join users u on u.id = n.user_id
      where n.kind = 'colleague_changed' and n.title like ${`%${person.lastName}%`}`,
    );
    expect(new Set(admins.map((r) => r.role))).toEqual(new Set(['super_admin', 'admin', 'manager']));
    const activity = await t.request(`/api/clients/${companyId}/activity`, { cookie: manager });
    expect(activity.json.items[0]).toMatchObject({
      action: 'client_user.invited',
      summary: `Rebecca Holloway invited Maya ${person.lastName} as a colleague`,
    });
  });

  it('deactivates a colleague, whose sessions end at once, and reactivates them', async () => {
    const colleague = await acceptedColleague();
    expect((await t.request('/api/me', { cookie: colleague.cookie })).status).toBe(200);
    const off = await t.request(`/api/colleagues/${colleague.id}`, { method: 'PATCH', cookie: primary, body: { status: 'inactive' } });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ status: 'inactive', can: { deactivate: false, reactivate: true } });
    expect((await t.request('/api/me', { cookie: colleague.cookie })).status).toBe(401);
    expect((await t.signIn(colleague.email, 'a-colleague-password')).status).not.toBe(200);

    const on = await t.request(`/api/colleagues/${colleague.id}`, { method: 'PATCH', cookie: primary, body: { status: 'active' } });
    expect(on.json).toMatchObject({ status: 'active' });
    expect((await t.signIn(colleague.email, 'a-colleague-password')).status).toBe(200);
    const bell = await t.request('/api/notifications', { cookie: manager });
    const titles = bell.json.items.map((n: { title: string }) => n.title);
    expect(titles.some((title: string) => title.includes('deactivated Maya'))).toBe(true);
    expect(titles.some((title: string) => title.includes('reactivated Maya'))).toBe(true);
  });

  it('removes a colleague, who is signed out at once and cannot sign in again', async () => {
    const colleague = await acceptedColleague();
    const res = await t.request(`/api/colleagues/${colleague.id}`, { method: 'DELETE', cookie: primary });
    expect(res.status).toBe(204);
    expect((await t.request('/api/me', { cookie: colleague.cookie })).status).toBe(401);
    expect((await t.signIn(colleague.email, 'a-colleague-password')).status).toBe(401);
    expect(await rows(sql`select id from users where id = ${colleague.id}`)).toEqual([]);
  });

  it('never touches another primary contact, themselves, staff or another company’s people', async () => {
    const otherPrimary = await insertUser('client_primary', companyId);
    const self = await idOf(DEMO_ACCOUNTS.client_primary);
    for (const [id, message] of [
      [otherPrimary, 'Only your agency changes a primary contact’s account.'],
      [self, 'You cannot change your own account here.'],
    ] as const) {
      const patch = await t.request(`/api/colleagues/${id}`, { method: 'PATCH', cookie: primary, body: { status: 'inactive' } });
      expect(patch.status).toBe(403);
      expect(patch.json.error.message).toBe(message);
      expect((await t.request(`/api/colleagues/${id}`, { method: 'DELETE', cookie: primary })).status).toBe(403);
    }
    const staff = await idOf(DEMO_ACCOUNTS.manager);
    const elsewhere = await insertUser('client_additional', otherCompanyId);
    for (const id of [staff, elsewhere]) {
      expect((await t.request(`/api/colleagues/${id}`, { method: 'PATCH', cookie: primary, body: { status: 'inactive' } })).status).toBe(
        404,
      );
      expect((await t.request(`/api/colleagues/${id}`, { method: 'DELETE', cookie: primary })).status).toBe(404);
    }
    const still = await rows<{ status: string }>(
      sql`select status from users where id in (${otherPrimary}, ${self}, ${staff}, ${elsewhere})`,
    );
    expect(still.map((r) => r.status)).toEqual(['active', 'active', 'active', 'active']);
  });

  it('validates the invitation per field, refuses a taken e-mail and any other role', async () => {
    const empty = await t.request('/api/colleagues', { cookie: primary, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
    const role = await t.request('/api/colleagues', { cookie: primary, body: { ...newPerson(), role: 'client_primary' } });
    expect(role.status).toBe(400);
    expect(role.json.error.fields.role).toBe('Unknown field.');
    const taken = await t.request('/api/colleagues', { cookie: primary, body: { ...newPerson(), email: DEMO_ACCOUNTS.manager } });
    expect(taken.status).toBe(409);
  });
});

describe('the agency turning it off', () => {
  it('is on by default; off, the primary contact reads why and every change is refused with that message', async () => {
    const client = await t.request(`/api/clients/${companyId}`, { cookie: manager });
    expect(client.json.contactsManageColleagues).toBe(true);
    const kevin = await idOf(DEMO_ACCOUNTS.client_additional);

    const off = await t.request(`/api/clients/${companyId}`, {
      method: 'PATCH',
      cookie: manager,
      body: { contactsManageColleagues: false },
    });
    expect(off.status).toBe(200);
    expect(off.json.contactsManageColleagues).toBe(false);
    const activity = await t.request(`/api/clients/${companyId}/activity`, { cookie: manager });
    expect(activity.json.items[0].summary).toMatch(/^No longer lets the primary contacts of .+ manage their colleagues$/);

    const list = await t.request('/api/colleagues', { cookie: primary });
    expect(list.json).toMatchObject({ enabled: false, canInvite: false });
    expect(list.json.notice).toMatch(/Your agency manages your company’s portal users/);
    expect(list.json.items.every((c: { can: Record<string, boolean> }) => Object.values(c.can).every((v) => !v))).toBe(true);
    const invite = await t.request('/api/colleagues', { cookie: primary, body: newPerson() });
    expect(invite.status).toBe(403);
    expect(invite.json.error.message).toBe(list.json.notice);
    const patch = await t.request(`/api/colleagues/${kevin}`, { method: 'PATCH', cookie: primary, body: { status: 'inactive' } });
    expect(patch.status).toBe(403);
    expect(patch.json.error.message).toBe(list.json.notice);
    expect((await t.request(`/api/colleagues/${kevin}`, { method: 'DELETE', cookie: primary })).status).toBe(403);

    // A client user cannot turn it back on.
    const self = await t.request(`/api/clients/${companyId}`, {
      method: 'PATCH',
      cookie: primary,
      body: { contactsManageColleagues: true },
    });
    expect(self.status).toBe(403);
    await t.request(`/api/clients/${companyId}`, { method: 'PATCH', cookie: manager, body: { contactsManageColleagues: true } });
    expect((await t.request('/api/colleagues', { cookie: primary })).json.enabled).toBe(true);
  });
});
