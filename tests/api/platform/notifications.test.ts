/**
 * Notifications: each kind reaches the right people and never the actor, in-app and by e-mail as each person chose;
 * the bell's routes read and mark only the caller's own; bad preferences are named field by field and change nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readOutbox } from '@server/integrations/mail';
import { invoiceBody } from '../billing/billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
const userIds = {} as Record<DemoRole, string>;
/** The demo client company (client_primary's and client_additional's) and a task of the developer's on it. */
let companyId: string;
let devTask: { id: string; client_id: string; project_id: string | null };

const ROLES_USED = ['super_admin', 'admin', 'manager', 'developer', 'designer', 'support', 'client_primary', 'client_additional'] as const;
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0]!;
let serial = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}-${++serial}`;

interface Item {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  readAt: string | null;
}

async function inbox(role: DemoRole, query = '') {
  const res = await t.request(`/api/notifications${query}`, { cookie: cookies[role] });
  expect(res.status, res.text).toBe(200);
  return res.json as { items: Item[]; unreadCount: number; hasMore: boolean };
}
const titled = async (role: DemoRole, title: string) => (await inbox(role, '?limit=50')).items.filter((i) => i.title.includes(title));
/** The mails about it, once the queue has sent what was enqueued. */
const mailsAbout = async (title: string) => {
  await t.jobsSettled();
  return readOutbox(outboxDir(t.env)).filter((m) => m.subject.includes(title));
};
const mailedTo = async (title: string) => (await mailsAbout(title)).map((m) => m.to).sort();

const setPreferences = (role: DemoRole, body: unknown) =>
  t.request('/api/notifications/preferences', { method: 'PUT', cookie: cookies[role], body });

/** Creates a task as `actor` assigned to `assignee`, with a title of its own to find its notifications by. */
async function assignTask(actor: DemoRole, assignee: DemoRole | null, label = 'Assigned') {
  const title = unique(label);
  const res = await t.request('/api/tasks', {
    cookie: cookies[actor],
    body: { title, clientId: devTask.client_id, projectId: devTask.project_id, assignedToId: assignee ? userIds[assignee] : null },
  });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.id as string, title };
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { contactPerIp: { max: 1000, windowSeconds: 60 } } });
  for (const role of ROLES_USED) {
    cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
    userIds[role] = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`)).id;
  }
  companyId = (await one<{ client_id: string }>(sql`select client_id from users where id = ${userIds.client_primary}`)).client_id;
  devTask = await one(
    sql`select id, client_id, project_id from tasks where assigned_to_id = ${userIds.developer} and project_id is not null order by id limit 1`,
  );
});
afterAll(() => t.close());

describe('task_assigned', () => {
  it('tells the assignee of a new task, in the bell and by e-mail, and not the admin who assigned it', async () => {
    const before = (await inbox('developer')).unreadCount;
    const task = await assignTask('admin', 'developer');
    const [item, ...rest] = await titled('developer', task.title);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ kind: 'task_assigned', link: `/tasks/${task.id}`, readAt: null });
    expect(item!.body).toContain('Daniel Whitaker');
    expect((await inbox('developer')).unreadCount).toBe(before + 1);
    expect(await mailedTo(task.title)).toEqual([DEMO_ACCOUNTS.developer]);
    expect((await mailsAbout(task.title))[0]!.text).toContain(`http://localhost:3000/tasks/${task.id}`);
    expect(await titled('admin', task.title)).toEqual([]);
  });

  it('tells the new assignee when the assignee changes, and nobody when one assigns oneself', async () => {
    const task = await assignTask('admin', null);
    expect(await mailsAbout(task.title)).toEqual([]);
    const res = await t.request(`/api/tasks/${task.id}`, {
      method: 'PATCH',
      cookie: cookies.manager,
      body: { assignedToId: userIds.designer },
    });
    expect(res.status, res.text).toBe(200);
    expect(await titled('designer', task.title)).toHaveLength(1);
    expect(await mailedTo(task.title)).toEqual([DEMO_ACCOUNTS.designer]);
    // Renaming without touching the assignee tells nobody again.
    await t.request(`/api/tasks/${task.id}`, { method: 'PATCH', cookie: cookies.manager, body: { description: 'More detail' } });
    expect(await titled('designer', task.title)).toHaveLength(1);

    const own = await assignTask('manager', 'manager', 'Self-assigned');
    expect(await titled('manager', own.title)).toEqual([]);
    const devOwn = await assignTask('developer', null, 'Developer own');
    expect(await titled('developer', devOwn.title)).toEqual([]);
    expect((await mailsAbout(own.title)).concat(await mailsAbout(devOwn.title))).toEqual([]);
  });
});

describe('task_comment', () => {
  it('tells the task’s assignee about a comment by someone else, never its author', async () => {
    const task = await assignTask('admin', 'developer', 'Commented');
    const res = await t.request(`/api/tasks/${task.id}/comments`, {
      cookie: cookies.manager,
      body: { content: 'Please check the\n  staging build.' },
    });
    expect(res.status, res.text).toBe(201);
    const comments = (await titled('developer', task.title)).filter((i) => i.kind === 'task_comment');
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ link: `/tasks/${task.id}`, body: 'Priya Raman: Please check the staging build.' });
    expect(await titled('manager', task.title)).toEqual([]);

    await t.request(`/api/tasks/${task.id}/comments`, { cookie: cookies.developer, body: { content: 'On it.' } });
    expect((await titled('developer', task.title)).filter((i) => i.kind === 'task_comment')).toHaveLength(1);
  });
});

describe('new_lead', () => {
  it('tells every active staff member who may view leads, and nobody else', async () => {
    const company = unique('Lead Co');
    const res = await t.request('/api/contact-submissions', {
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        company,
        projectType: 'saas',
        description: 'A scheduling product.',
      },
    });
    expect(res.status).toBe(201);
    for (const role of ['super_admin', 'admin', 'manager'] as const) {
      const [item] = await titled(role, company);
      expect(item, role).toMatchObject({ kind: 'new_lead', link: '/contact-submissions?q=grace%40example.com' });
    }
    for (const role of ['developer', 'designer', 'support', 'client_primary'] as const)
      expect(await titled(role, company), role).toEqual([]);
    expect(await mailedTo(company)).toEqual(
      expect.arrayContaining([DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.super_admin, DEMO_ACCOUNTS.manager]),
    );
    expect(await mailedTo(company)).not.toContain(DEMO_ACCOUNTS.developer);
    expect((await mailsAbout(company))[0]!.text).toContain('A scheduling product.');
  });
});

describe('invoice_created', () => {
  it('tells the client users of the invoiced company, not the admin who issued it nor another company', async () => {
    const description = unique('Invoice');
    const res = await t.request(`/api/clients/${companyId}/invoices`, { cookie: cookies.admin, body: invoiceBody({ description }) });
    expect(res.status, res.text).toBe(201);
    const title = `New invoice ${res.json.invoiceNumber as string}`;
    for (const role of ['client_primary', 'client_additional'] as const) {
      expect(await titled(role, title), role).toMatchObject([{ kind: 'invoice_created', link: '/client-billing' }]);
    }
    expect(await titled('admin', title)).toEqual([]);
    expect(await mailedTo(title)).toEqual([DEMO_ACCOUNTS.client_additional, DEMO_ACCOUNTS.client_primary]);

    const other = await one<{ id: string }>(sql`select id from clients where id <> ${companyId} order by id limit 1`);
    const elsewhere = await t.request(`/api/clients/${other.id}/invoices`, { cookie: cookies.admin, body: invoiceBody() });
    expect(await titled('client_primary', elsewhere.json.invoiceNumber as string)).toEqual([]);
  });
});

describe('milestone_completed', () => {
  it('tells the client users when a milestone of their project is completed, once', async () => {
    const project = await t.request('/api/projects', {
      cookie: cookies.manager,
      body: { name: unique('Notified project'), clientId: companyId },
    });
    const name = unique('Launch');
    const milestone = await t.request(`/api/projects/${project.json.id}/milestones`, { cookie: cookies.manager, body: { name } });
    expect(milestone.status, milestone.text).toBe(201);
    const done = await t.request(`/api/milestones/${milestone.json.id}/complete`, { method: 'POST', cookie: cookies.manager });
    expect(done.status, done.text).toBe(200);
    for (const role of ['client_primary', 'client_additional'] as const) {
      expect(await titled(role, name), role).toMatchObject([{ kind: 'milestone_completed', link: `/projects/${project.json.id}` }]);
    }
    expect(await titled('manager', name)).toEqual([]);
    // Completing it again, or saving it as completed, is no news.
    await t.request(`/api/milestones/${milestone.json.id}/complete`, { method: 'POST', cookie: cookies.manager });
    await t.request(`/api/milestones/${milestone.json.id}`, { method: 'PATCH', cookie: cookies.manager, body: { status: 'completed' } });
    expect(await titled('client_primary', name)).toHaveLength(1);

    const second = unique('Handover');
    const m2 = await t.request(`/api/projects/${project.json.id}/milestones`, { cookie: cookies.manager, body: { name: second } });
    await t.request(`/api/milestones/${m2.json.id}`, { method: 'PATCH', cookie: cookies.manager, body: { status: 'completed' } });
    expect(await titled('client_additional', second)).toHaveLength(1);
  });
});

describe('preferences', () => {
  it('lists only the kinds of the caller’s role, each defaulting to both', async () => {
    const kinds = async (role: DemoRole) => {
      const res = await t.request('/api/notifications/preferences', { cookie: cookies[role] });
      expect(res.status).toBe(200);
      return res.json.items as { kind: string; channel: string }[];
    };
    expect(await kinds('support')).toEqual([
      { kind: 'task_assigned', channel: 'both' },
      { kind: 'task_comment', channel: 'both' },
      { kind: 'project_message', channel: 'both' },
      { kind: 'timesheet_answered', channel: 'both' },
      { kind: 'request_message', channel: 'both' },
    ]);
    expect((await kinds('manager')).map((i) => i.kind)).toEqual([
      'task_assigned',
      'task_comment',
      'project_message',
      'timesheet_answered',
      'approval_answered',
      'budget_alert',
      'timesheet_submitted',
      'client_request',
      'request_message',
      'new_lead',
      'colleague_changed',
    ]);
    // Admins also hear of answered quotes, received payments, a webhook endpoint turned off after a day of failures and
    // a client's primary contact changing their colleagues (decision 0111).
    expect((await kinds('admin')).map((i) => i.kind).slice(-4)).toEqual([
      'quote_answered',
      'payment_received',
      'webhook_disabled',
      'colleague_changed',
    ]);
    // Only primary contacts approve milestones, so only they hear that one awaits them.
    expect((await kinds('client_primary')).map((i) => i.kind)).toEqual([
      'invoice_created',
      'quote_sent',
      'project_created',
      'milestone_completed',
      'approval_requested',
      'project_message',
      'request_answered',
      'request_message',
    ]);
    expect((await kinds('client_additional')).map((i) => i.kind)).toEqual([
      'invoice_created',
      'quote_sent',
      'project_created',
      'milestone_completed',
      'project_message',
      'request_answered',
      'request_message',
    ]);
  });

  it.each([
    ['none', false, false],
    ['in_app', true, false],
    ['email', false, true],
    ['both', true, true],
  ] as const)('%s: in the bell %s, by e-mail %s', async (channel, inApp, email) => {
    const saved = await setPreferences('developer', { task_assigned: channel });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.items).toContainEqual({ kind: 'task_assigned', channel });
    const task = await assignTask('manager', 'developer', `Channel ${channel}`);
    expect(await titled('developer', task.title)).toHaveLength(inApp ? 1 : 0);
    expect(await mailedTo(task.title)).toEqual(email ? [DEMO_ACCOUNTS.developer] : []);
  });

  it('answers bad input with a 400 naming each field, and changes nothing', async () => {
    await setPreferences('designer', { task_comment: 'email' });
    const before = await t.request('/api/notifications/preferences', { cookie: cookies.designer });
    const cases: [unknown, Record<string, string>][] = [
      [{ task_assigned: 'loud' }, { task_assigned: 'Choose In-app, E-mail, Both or None' }],
      [{ task_assigned: 'none', invoice_created: 'none' }, { invoice_created: 'This notification does not apply to your role.' }],
      [{ task_assigned: 'none', volume: 11 }, { volume: 'Unknown field.' }],
      [{ task_comment: null }, { task_comment: 'Choose In-app, E-mail, Both or None' }],
    ];
    for (const [body, fields] of cases) {
      const res = await setPreferences('designer', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields).toEqual(fields);
    }
    const notJson = await t.request('/api/notifications/preferences', {
      method: 'PUT',
      cookie: cookies.designer,
      rawBody: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const after = await t.request('/api/notifications/preferences', { cookie: cookies.designer });
    expect(after.json).toEqual(before.json);
    expect(after.json.items).toContainEqual({ kind: 'task_comment', channel: 'email' });
  });
});

describe('the bell’s routes', () => {
  it('pages newest first with a keyset cursor', async () => {
    const a = await assignTask('admin', 'designer', 'Page A');
    const b = await assignTask('admin', 'designer', 'Page B');
    const first = await inbox('designer', '?limit=1');
    expect(first.items.map((i) => i.title)).toEqual([`Task assigned to you: ${b.title}`]);
    expect(first.hasMore).toBe(true);
    const next = await inbox('designer', `?limit=1&before=${first.items[0]!.id}`);
    expect(next.items.map((i) => i.title)).toEqual([`Task assigned to you: ${a.title}`]);
    expect((await t.request('/api/notifications?limit=0', { cookie: cookies.designer })).json.error.fields).toHaveProperty('limit');
    expect((await t.request('/api/notifications?before=nope', { cookie: cookies.designer })).json.error.fields).toHaveProperty('before');
  });

  it('marks read only the caller’s own notifications, by id or all at once', async () => {
    const mine = await assignTask('admin', 'developer', 'Mark me');
    const theirs = await assignTask('admin', 'designer', 'Not yours');
    const [devItem] = await titled('developer', mine.title);
    const [designerItem] = await titled('designer', theirs.title);

    // Another user's id is simply not theirs: nothing changes, nothing leaks.
    const foreign = await t.request('/api/notifications/read', { cookie: cookies.developer, body: { ids: [designerItem!.id] } });
    expect(foreign.status).toBe(200);
    expect((await titled('designer', theirs.title))[0]!.readAt).toBeNull();
    expect((await inbox('developer', `?before=${designerItem!.id}`)).items).toEqual([]);

    const unread = (await inbox('developer')).unreadCount;
    const one = await t.request('/api/notifications/read', { cookie: cookies.developer, body: { ids: [devItem!.id.toUpperCase()] } });
    expect(one.json).toEqual({ unreadCount: unread - 1 });
    expect((await titled('developer', mine.title))[0]!.readAt).not.toBeNull();

    const all = await t.request('/api/notifications/read', { cookie: cookies.developer, body: {} });
    expect(all.json).toEqual({ unreadCount: 0 });
    expect((await inbox('developer')).unreadCount).toBe(0);
    expect((await titled('designer', theirs.title))[0]!.readAt).toBeNull();

    const bad = await t.request('/api/notifications/read', { cookie: cookies.developer, body: { ids: ['x'] } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({ 'ids.0': 'Not a valid notification id' });
    expect((await t.request('/api/notifications', {})).status).toBe(401);
  });
});

describe('when mail fails', () => {
  it('still answers the write and keeps the in-app notification', async () => {
    const broken = await createTestApp({ mailer: { mode: 'smtp', send: async () => Promise.reject(new Error('SMTP down')) } });
    try {
      const admin = await broken.as(DEMO_ACCOUNTS.admin);
      const developer = await broken.as(DEMO_ACCOUNTS.developer);
      const title = unique('Mail down');
      const [task] = await queryRows<{ client_id: string; assigned_to_id: string }>(
        broken.database.db,
        sql`select t.client_id, t.assigned_to_id from tasks t join users u on u.id = t.assigned_to_id where u.email = ${DEMO_ACCOUNTS.developer} limit 1`,
      );
      const res = await broken.request('/api/tasks', {
        cookie: admin,
        body: { title, clientId: task!.client_id, assignedToId: task!.assigned_to_id },
      });
      expect(res.status, res.text).toBe(201);
      const list = await broken.request('/api/notifications', { cookie: developer });
      expect(list.json.items.filter((i: Item) => i.title.includes(title))).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});
