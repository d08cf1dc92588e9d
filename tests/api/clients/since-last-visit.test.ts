/**
 * "What changed since your last visit" on the client dashboard (decision 0110): what others did that the client may
 * see, since the end of the previous visit; internal notes, staff-only files and draft invoices never count.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { PNG, upload } from '../files/files-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let companyId: string;
let clientId: string;
const cookies = {} as Record<'client_primary' | 'client_additional' | 'manager', string>;
let project: { id: string; name: string };

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['client_primary', 'client_additional', 'manager'] as const) cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
  const me = await one<{ id: string; client_id: string }>(
    sql`select id, client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`,
  );
  clientId = me.id;
  companyId = me.client_id;
  project = await one(sql`select id, name from projects where client_id = ${companyId} order by id limit 1`);
});
afterAll(() => t.close());

const changes = (role: keyof typeof cookies = 'client_primary') =>
  t.request('/api/client-dashboard/since-last-visit', { cookie: cookies[role] });
type Group = { kind: string; count: number; items: Array<{ label: string; link: string }> };
const groupOf = (body: { groups: Group[] }, kind: string) => body.groups.find((g) => g.kind === kind)!;
/** As if the user's last load were 40 minutes ago: their next load starts a new visit. */
const away = () => rows(sql`update dashboard_visits set last_seen_at = now() - interval '40 minutes' where user_id = ${clientId}`);

describe('what changed since your last visit', () => {
  it('the demo’s client last came three days ago: its first load counts from then', async () => {
    const [seeded] = await rows<{ last_seen_at: string }>(sql`select last_seen_at from dashboard_visits where user_id = ${clientId}`);
    const res = await changes();
    expect(res.status, res.text).toBe(200);
    expect(new Date(res.json.since).getTime()).toBe(new Date(seeded!.last_seen_at).getTime());
    // The seeded request thread's answer is among the messages; its internal note is not.
    expect(res.text).toContain('on request #');
    expect(res.text).not.toContain('Internal note');
  });

  it('the first visit counts nothing, and a reload within the visit answers the same', async () => {
    await rows(sql`delete from dashboard_visits where user_id = ${clientId}`);
    const first = await changes();
    expect(first.status, first.text).toBe(200);
    expect(first.json).toEqual({ since: null, groups: [] });
    expect((await changes()).json).toEqual({ since: null, groups: [] });
  });

  it('counts what the team did since, links each item, and leaves out notes, staff-only files, drafts and the client’s own', async () => {
    await changes();
    await away();
    const { since } = await one<{ since: string }>(sql`select last_seen_at as since from dashboard_visits where user_id = ${clientId}`);

    // The team writes in the project conversation and in a request's thread (a message and a note each).
    expect(
      (await t.request(`/api/projects/${project.id}/messages`, { cookie: cookies.manager, body: { body: 'VISIT: the designs are up' } }))
        .status,
    ).toBe(201);
    await t.request(`/api/projects/${project.id}/messages`, {
      cookie: cookies.manager,
      body: { body: 'VISIT-NOTE internal', internal: true },
    });
    const request = await t.request('/api/requests', {
      cookie: cookies.client_primary,
      body: { projectId: project.id, title: 'VISIT request' },
    });
    const reqId = request.json.id as string;
    await t.request(`/api/requests/${reqId}/messages`, { cookie: cookies.client_primary, body: { body: 'VISIT-MINE my own words' } });
    const reply = await t.request(`/api/requests/${reqId}/messages`, { cookie: cookies.manager, body: { body: 'VISIT reply' } });
    const note = await t.request(`/api/requests/${reqId}/messages`, {
      cookie: cookies.manager,
      body: { body: 'VISIT-NOTE two', internal: true },
    });
    // It is answered, and files are shared: one on the reply, one (staff-only) on the note.
    expect((await t.request(`/api/requests/${reqId}/decline`, { cookie: cookies.manager, body: { reason: 'Later' } })).status).toBe(200);
    expect((await upload(t, cookies.manager, { type: 'request_message', id: reply.json.id }, PNG, 'visit-shared.png')).status).toBe(201);
    expect((await upload(t, cookies.manager, { type: 'request_message', id: note.json.id }, PNG, 'visit-secret.png')).status).toBe(201);
    // An invoice is issued, a draft is made, and a milestone awaits approval.
    const issued = await one<{ id: string; invoice_number: string }>(sql`update invoices set issued_at = now()
      where id = (select id from invoices where client_id = ${companyId} and status <> 'draft' and issued_at is not null order by id limit 1)
      returning id, invoice_number`);
    await rows(sql`update invoices set created_at = now(), updated_at = now() where client_id = ${companyId} and status = 'draft'`);
    const milestone = await one<{ id: string; name: string }>(
      sql`select id, name from milestones where project_id = ${project.id} order by id limit 1`,
    );
    await rows(sql`insert into milestone_approvals (milestone_id, status, requested_at) values (${milestone.id}, 'pending', now())`);

    const res = await changes();
    expect(res.status, res.text).toBe(200);
    expect(new Date(res.json.since).getTime()).toBe(new Date(since).getTime());
    expect(res.text).not.toContain('VISIT-NOTE');
    expect(res.text).not.toContain('visit-secret');

    const messages = groupOf(res.json, 'messages');
    const expected = await one<{ n: number }>(sql`select
        (select count(*) from project_messages m join projects p on p.id = m.project_id
          where p.client_id = ${companyId} and not m.internal and m.created_at > ${since} and m.author_id is distinct from ${clientId})
      + (select count(*) from request_messages m
          where m.client_id = ${companyId} and not m.internal and m.created_at > ${since} and m.author_id is distinct from ${clientId}) as n`);
    expect(messages.count).toBe(Number(expected.n));
    expect(messages.count).toBeGreaterThanOrEqual(2);
    const labels = messages.items.map((i) => i.label).join('\n');
    expect(labels).toContain(`on ${project.name}`);
    expect(labels).toContain('on request #');
    expect(messages.items.find((i) => i.label.includes('VISIT request'))!.link).toBe(`/requests/${reqId}`);
    expect(messages.items.find((i) => i.label.endsWith(project.name))!.link).toBe(`/projects/${project.id}?tab=conversation`);

    const requests = groupOf(res.json, 'requests');
    expect(requests.items).toContainEqual(
      expect.objectContaining({ link: `/requests/${reqId}`, label: expect.stringContaining('was declined') }),
    );
    const invoices = groupOf(res.json, 'invoices');
    expect(invoices.items.map((i) => i.label)).toContain(`Invoice ${issued.invoice_number} was issued`);
    // The drafts just touched never count: only invoices issued since.
    const issuedSince = await one<{ n: number }>(
      sql`select count(*)::int as n from invoices where client_id = ${companyId} and status <> 'draft' and issued_at > ${since}`,
    );
    expect(invoices.count).toBe(issuedSince.n);
    const approvals = groupOf(res.json, 'approvals');
    expect(approvals.items).toContainEqual(expect.objectContaining({ link: `/projects/${project.id}?tab=milestones` }));
    expect(approvals.items[0]!.label).toContain(milestone.name);
    const files = groupOf(res.json, 'files');
    expect(files.items.map((i) => i.label)).toEqual(['visit-shared.png was shared']);
    expect(files.items[0]!.link).toBe(`/requests/${reqId}`);

    // A reload a moment later is the same visit: the same start, the same counts.
    const again = await changes();
    expect(again.json.since).toBe(res.json.since);
    expect(groupOf(again.json, 'messages').count).toBe(messages.count);
  });

  it('staff have no such card', async () => {
    expect((await changes('manager')).status).toBe(403);
  });
});
