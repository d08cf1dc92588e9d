/**
 * Staff-only communications (decision 0028): the defaults by type, and that no route a client user can call (list,
 * its tiles, detail, CSV export, search, client dashboard, notifications, e-mails) carries a staff-only record to
 * them, while staff see both kinds, each marked.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { readOutbox } from '@server/integrations/mail';
import { companyId, cookies, count, setUpCommunications, t } from './communications-helpers';
import type { DemoRole } from '../support/harness';

setUpCommunications();

/** Shared by this file's records, so a search or a filter finds exactly them. */
const TOKEN = 'Qzstaffonly';
const made = {} as Record<
  'call' | 'meeting' | 'sharedMeeting' | 'email' | 'chat' | 'sharedChat' | 'internalEmail',
  { id: string; subject: string }
>;

const create = async (role: DemoRole, body: Record<string, unknown>) => {
  const res = await t.request('/api/communications', { cookie: cookies[role], body: { clientId: companyId, ...body } });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; subject: string; staffOnly: boolean };
};

beforeAll(async () => {
  made.call = await create('manager', {
    type: 'call',
    subject: `${TOKEN} call notes`,
    content: `Internal: budget is tight ${TOKEN}`,
    duration: '20 minutes',
  });
  made.meeting = await create('manager', { type: 'meeting', subject: `${TOKEN} meeting notes`, content: 'They seem unhappy' });
  made.sharedMeeting = await create('manager', { type: 'meeting', subject: `${TOKEN} shared minutes`, staffOnly: false });
  made.email = await create('manager', { type: 'email', subject: `${TOKEN} status e-mail`, toEmail: 'ceo@client.test' });
  // A staff summary of a chat (decision 0106): the agency's words about the client, not the client's.
  made.chat = await create('manager', { type: 'chat', subject: `${TOKEN} chat`, content: 'Client asked for a status; they sound anxious' });
  made.sharedChat = await create('manager', { type: 'chat', subject: `${TOKEN} shared chat recap`, staffOnly: false });
  made.internalEmail = await create('manager', { type: 'email', subject: `${TOKEN} forwarded internally`, staffOnly: true });
});

const STAFF_ONLY = () => [made.call, made.meeting, made.chat, made.internalEmail];
const SHARED = () => [made.sharedMeeting, made.email, made.sharedChat];

describe('the staff-only flag', () => {
  it('starts on for staff summaries (calls, meetings, chats) and off for e-mails; the author may choose either', async () => {
    const stored = async (id: string) =>
      (await count(sql`select case when staff_only then 1 else 0 end as n from communications where id = ${id}`)) === 1;
    expect(await stored(made.call.id)).toBe(true);
    expect(await stored(made.meeting.id)).toBe(true);
    expect(await stored(made.email.id)).toBe(false);
    expect(await stored(made.chat.id)).toBe(true);
    expect(await stored(made.sharedChat.id)).toBe(false);
    expect(await stored(made.sharedMeeting.id)).toBe(false);
    expect(await stored(made.internalEmail.id)).toBe(true);
  });

  it('is a 400 naming the field when it is not true or false', async () => {
    const res = await t.request('/api/communications', {
      cookie: cookies.manager,
      body: { clientId: companyId, subject: 'x', staffOnly: 'yes' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('staffOnly');
  });

  it('staff see both kinds, each marked, in the list, the detail and the export', async () => {
    const list = await t.request(`/api/communications?q=${TOKEN}&pageSize=50`, { cookie: cookies.manager });
    const marks = Object.fromEntries((list.json.items as { subject: string; staffOnly: boolean }[]).map((i) => [i.subject, i.staffOnly]));
    for (const c of STAFF_ONLY()) expect(marks[c.subject], c.subject).toBe(true);
    for (const c of SHARED()) expect(marks[c.subject], c.subject).toBe(false);
    expect((await t.request(`/api/communications/${made.call.id}`, { cookie: cookies.admin })).json.staffOnly).toBe(true);
    const csv = await t.request(`/api/communications/export.csv?q=${TOKEN}`, { cookie: cookies.manager });
    expect(csv.text).toContain(`${made.call.subject},`);
    expect(csv.text).toMatch(/call notes.*Staff only/);
  });
});

describe.each(['client_primary', 'client_additional'] as const)('%s', (role) => {
  const expectNoStaffOnly = (text: string, where: string) => {
    for (const c of STAFF_ONLY()) {
      expect(text, `${where} carries "${c.subject}"`).not.toContain(c.subject);
      expect(text, `${where} carries its id`).not.toContain(c.id);
    }
    expect(text, `${where} carries internal content`).not.toContain('budget is tight');
    expect(text, `${where} carries internal content`).not.toContain('They seem unhappy');
    expect(text, `${where} carries a staff summary`).not.toContain('they sound anxious');
  };

  it('lists only the shared records, and the tiles count only those', async () => {
    const res = await t.request(`/api/communications?q=${TOKEN}&pageSize=50`, { cookie: cookies[role] });
    expect(res.status).toBe(200);
    expect((res.json.items as { subject: string }[]).map((i) => i.subject).sort()).toEqual(
      SHARED()
        .map((c) => c.subject)
        .sort(),
    );
    expect(res.json.items.every((i: { staffOnly: boolean }) => i.staffOnly === false)).toBe(true);
    expect(res.json.stats).toMatchObject({ total: 3, email: 1, meeting: 1, chat: 1, call: 0 });
    expectNoStaffOnly(res.text, 'the searched list');

    // Unfiltered and by type (where staff get list_tallies' counts): what they see, counted.
    const shared = await count(sql`select count(*)::int as n from communications where client_id = ${companyId} and not staff_only`);
    const meetings = await count(
      sql`select count(*)::int as n from communications where client_id = ${companyId} and not staff_only and type = 'meeting'`,
    );
    const all = await t.request('/api/communications?pageSize=200', { cookie: cookies[role] });
    expect(all.json.stats.total).toBe(shared);
    expect(all.json.total).toBe(shared);
    expect(all.json.items).toHaveLength(Math.min(shared, 200));
    expectNoStaffOnly(all.text, 'the list');
    const byType = await t.request('/api/communications?type=meeting&pageSize=200', { cookie: cookies[role] });
    expect(byType.json.stats.meeting).toBe(meetings);
    expect(byType.json.total).toBe(meetings);
    // The demo's own staff-only records of their company stay out too.
    const hidden = await count(sql`select count(*)::int as n from communications where client_id = ${companyId} and staff_only`);
    expect(hidden).toBeGreaterThan(STAFF_ONLY().length);
  });

  it('gets 404 for a staff-only record and reads a shared one', async () => {
    for (const c of STAFF_ONLY()) expect((await t.request(`/api/communications/${c.id}`, { cookie: cookies[role] })).status).toBe(404);
    const shared = await t.request(`/api/communications/${made.email.id}`, { cookie: cookies[role] });
    expect(shared.status).toBe(200);
    expect(shared.json.staffOnly).toBe(false);
  });

  it('exports, searches and sees on the dashboard only what is shared', async () => {
    const csv = await t.request('/api/communications/export.csv', { cookie: cookies[role] });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(made.email.subject);
    expect(csv.text).not.toContain('Staff only');
    expectNoStaffOnly(csv.text, 'the export');

    const search = await t.request(`/api/search?q=${TOKEN}`, { cookie: cookies[role] });
    expect(search.status).toBe(200);
    expect(search.text).toContain(made.email.subject);
    expectNoStaffOnly(search.text, 'the search');

    const dashboard = await t.request('/api/client-dashboard', { cookie: cookies[role] });
    expect(dashboard.status).toBe(200);
    expect(dashboard.json.recentCommunications.length).toBeGreaterThan(0);
    expectNoStaffOnly(dashboard.text, 'the client dashboard');
  });

  it('is told about no staff-only record, in the bell or by e-mail', async () => {
    const bell = await t.request('/api/notifications?limit=50', { cookie: cookies[role] });
    expect(bell.status).toBe(200);
    expectNoStaffOnly(bell.text, 'the notifications');
    const mail = JSON.stringify(readOutbox(outboxDir(t.env)));
    expectNoStaffOnly(mail, 'the outbox');
  });
});

describe('changing the flag', () => {
  it('a record made staff-only disappears for the client; made shared again, it is back', async () => {
    const { id, subject } = await create('manager', { type: 'email', subject: `${TOKEN} flips` });
    const seen = async () =>
      (await t.request(`/api/communications?q=${encodeURIComponent(subject)}`, { cookie: cookies.client_primary })).json.total;
    expect(await seen()).toBe(1);
    const hide = await t.request(`/api/communications/${id}`, { method: 'PATCH', cookie: cookies.manager, body: { staffOnly: true } });
    expect(hide.status, hide.text).toBe(200);
    expect(hide.json.staffOnly).toBe(true);
    expect(await seen()).toBe(0);
    // Changing the type keeps the choice made.
    await t.request(`/api/communications/${id}`, { method: 'PATCH', cookie: cookies.manager, body: { type: 'chat' } });
    expect(await seen()).toBe(0);
    await t.request(`/api/communications/${id}`, { method: 'PATCH', cookie: cookies.manager, body: { staffOnly: false } });
    expect(await seen()).toBe(1);
  });
});
