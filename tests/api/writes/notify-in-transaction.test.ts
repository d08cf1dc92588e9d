/**
 * A notification commits with the change that causes it (docs/decisions/0031-background-jobs-in-the-database.md,
 * 0032-every-write-whole.md): when the change's activity entry cannot be stored, nobody finds a bell row or an e-mail
 * job for it; when the change is stored, each recipient has one row and one e-mail job.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { expectFailed, one, withActivityRefused } from './writes-whole-helpers';

let t: TestApp;
let admin: string;
let clientId: string;
let developerId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as(DEMO_ACCOUNTS.admin);
  // The client company the demo client users belong to, so a milestone of its project has someone to tell.
  clientId = (await one<{ id: string }>(t, sql`select client_id as id from users where email = ${DEMO_ACCOUNTS.client_primary}`))!.id;
  developerId = (await one<{ id: string }>(t, sql`select id from users where email = ${DEMO_ACCOUNTS.developer}`))!.id;
});
afterAll(() => t.close());

const call = (path: string, init: { method?: string; body?: unknown } = {}) => t.request(path, { cookie: admin, ...init });
const made = async (path: string, body: unknown) => {
  const res = await call(path, { body });
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
};

/** Who has a bell row, and to whom an e-mail job is addressed, for notifications titled `title`. */
async function told(title: string) {
  const rows = await queryRows<{ email: string }>(
    t.database.db,
    sql`select u.email from notifications n join users u on u.id = n.user_id where n.title = ${title} order by u.email`,
  );
  const jobs = await queryRows<{ to: string }>(
    t.database.db,
    sql`select data->>'to' as to from pgboss.job where data->>'subject' = ${title} order by 1`,
  );
  return { inApp: rows.map((r) => r.email), mailed: jobs.map((j) => j.to) };
}

/** Nobody told; then, after the change went through, everyone told once, by the bell and by one e-mail. */
const nobody = { inApp: [], mailed: [] };
async function expectToldOnce(title: string, action: string, expected?: string[]) {
  const { inApp, mailed } = await told(title);
  expect(inApp.length).toBeGreaterThan(0);
  expect(new Set(inApp).size).toBe(inApp.length);
  expect(mailed).toEqual(inApp);
  if (expected) expect(inApp).toEqual(expected);
  // In the change's own transaction: now() is the transaction's start, the same for its activity entry, bell rows and jobs.
  const sameTransaction = await one<{ rows: number; jobs: number }>(
    t,
    sql`select (select count(*)::int from notifications where title = ${title} and created_at in (select created_at from activity_log where action = ${action})) as rows,
               (select count(*)::int from pgboss.job where data->>'subject' = ${title} and created_on in (select created_at from activity_log where action = ${action})) as jobs`,
  );
  expect(sameTransaction).toEqual({ rows: inApp.length, jobs: mailed.length });
}

describe('tasks', () => {
  it('an assignment whose activity entry fails tells nobody; the stored one tells the assignee once', async () => {
    const title = 'Task assigned to you: Whole assignment';
    expectFailed(
      await withActivityRefused(t, 'task.created', () =>
        call('/api/tasks', { body: { title: 'Whole assignment', clientId, assignedToId: developerId } }),
      ),
    );
    expect(await told(title)).toEqual(nobody);

    const id = await made('/api/tasks', { title: 'Whole assignment', clientId });
    expectFailed(
      await withActivityRefused(t, 'task.updated', () =>
        call(`/api/tasks/${id}`, { method: 'PATCH', body: { assignedToId: developerId } }),
      ),
    );
    expect(await told(title)).toEqual(nobody);

    expect((await call(`/api/tasks/${id}`, { method: 'PATCH', body: { assignedToId: developerId } })).status).toBe(200);
    await expectToldOnce(title, 'task.updated', [DEMO_ACCOUNTS.developer]);
  });
});

describe('comments', () => {
  it("a comment whose activity entry fails tells nobody; the stored one tells the task's assignee once", async () => {
    const taskId = await made('/api/tasks', { title: 'Whole discussion', clientId, assignedToId: developerId });
    const title = 'New comment on Whole discussion';
    expectFailed(
      await withActivityRefused(t, 'comment.created', () => call(`/api/tasks/${taskId}/comments`, { body: { content: 'Lost words' } })),
    );
    expect(await told(title)).toEqual(nobody);

    await made(`/api/tasks/${taskId}/comments`, { content: 'Kept words' });
    await expectToldOnce(title, 'comment.created', [DEMO_ACCOUNTS.developer]);
  });
});

describe('milestones', () => {
  it("completing one whose activity entry fails tells nobody; the stored one tells the client's users once each", async () => {
    const projectId = await made('/api/projects', { name: 'Whole launch project', clientId });
    const id = await made(`/api/projects/${projectId}/milestones`, { name: 'Whole launch' });
    const title = 'Milestone completed: Whole launch';
    expectFailed(await withActivityRefused(t, 'milestone.completed', () => call(`/api/milestones/${id}/complete`, { method: 'POST' })));
    expectFailed(
      await withActivityRefused(t, 'milestone.updated', () =>
        call(`/api/milestones/${id}`, { method: 'PATCH', body: { status: 'completed' } }),
      ),
    );
    expect(await told(title)).toEqual(nobody);

    expect((await call(`/api/milestones/${id}/complete`, { method: 'POST' })).status).toBe(200);
    const clientUsers = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where client_id = ${clientId} and status = 'active' order by email`,
    );
    await expectToldOnce(
      title,
      'milestone.completed',
      clientUsers.map((u) => u.email),
    );
  });
});

describe('website leads', () => {
  it('an enquiry whose activity entry fails tells nobody; the stored one tells each lead worker once', async () => {
    const enquiry = {
      firstName: 'Ida',
      lastName: 'Told',
      email: 'ida@told.example',
      company: 'Told Ltd',
      projectType: 'saas',
      description: 'We need a SaaS product for rosters.',
    };
    const title = 'New enquiry from Ida Told (Told Ltd)';
    expectFailed(await withActivityRefused(t, 'lead.created', () => t.request('/api/contact-submissions', { body: enquiry })));
    expect(await told(title)).toEqual(nobody);

    expect((await t.request('/api/contact-submissions', { body: enquiry })).status).toBe(201);
    await expectToldOnce(title, 'lead.created');
    // The staff who may see leads, and only them.
    const { inApp } = await told(title);
    expect(inApp).toContain(DEMO_ACCOUNTS.admin);
    expect(inApp).not.toContain(DEMO_ACCOUNTS.developer);
  });
});
