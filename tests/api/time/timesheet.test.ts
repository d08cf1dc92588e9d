/**
 * The timesheet (decision 0047): the week grid's sums, typing a cell (create, change, remove), parse errors, the
 * submit / approve / return flow with its notifications and locks, and who may read whose week.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';
import { expectFailed, withActivityRefused } from '../writes/writes-whole-helpers';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
const ids = {} as Record<DemoRole, string>;
let task: { id: string; projectId: string; clientId: string };
/** Weeks far from the demo data's own entries, one per test that writes. */
const WEEK = '2031-03-03';
const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;

const week = (role: DemoRole, monday: string, userId?: string) =>
  t.request(`/api/timesheet?week=${monday}${userId ? `&userId=${userId}` : ''}`, { cookie: cookies[role] });
const cell = (role: DemoRole, body: Record<string, unknown>) =>
  t.request('/api/timesheet/cell', { method: 'PUT', cookie: cookies[role], body });
const post = (role: DemoRole, path: string, body: Record<string, unknown>) =>
  t.request(`/api/timesheet/${path}`, { cookie: cookies[role], body });
const entriesOn = (date: string) =>
  rows<{ minutes: number; status: string; started_at: string | null }>(
    sql`select minutes, status, started_at from time_entries where user_id = ${ids.developer} and task_id = ${task.id} and work_date = ${date} order by minutes`,
  );
const notificationsFor = (userId: string, kind: string) =>
  one<{ n: number }>(sql`select count(*)::int as n from notifications where user_id = ${userId} and kind = ${kind}`).then((r) =>
    Number(r.n),
  );

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
    cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
    ids[role] = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`)).id;
  }
  task =
    await one(sql`select t.id, t.project_id as "projectId", p.client_id as "clientId" from tasks t join projects p on p.id = t.project_id
                       where t.assigned_to_id = ${ids.developer} order by t.id limit 1`);
});
afterAll(async () => {
  await t?.close();
});

describe('the week grid', () => {
  it('types, changes and clears a cell, summing rows, days and the week', async () => {
    let res = await cell('developer', { taskId: task.id, date: '2031-03-04', minutes: '1:30' });
    expect(res.status, res.text).toBe(200);
    res = await cell('developer', { taskId: task.id, date: '2031-03-05', minutes: '2h' });
    expect(res.json.totalMinutes).toBe(210);
    const row = res.json.rows.find((r: { task: { id: string } }) => r.task.id === task.id);
    expect(row.cells.map((c: { minutes: number }) => c.minutes)).toEqual([0, 90, 120, 0, 0, 0, 0]);
    expect(res.json.dayTotals).toEqual([0, 90, 120, 0, 0, 0, 0]);
    expect(res.json.can).toEqual({ submit: true, decide: false });

    await cell('developer', { taskId: task.id, date: '2031-03-04', minutes: '45m' });
    expect(await entriesOn('2031-03-04')).toEqual([{ minutes: 45, status: 'open', started_at: null }]);
    res = await cell('developer', { taskId: task.id, date: '2031-03-04', minutes: '' });
    expect(await entriesOn('2031-03-04')).toEqual([]);
    expect(res.json.totalMinutes).toBe(120);
  });

  it('keeps timer entries and refuses to type less than they hold', async () => {
    await t.database.db
      .execute(sql`insert into time_entries (user_id, task_id, project_id, client_id, work_date, started_at, ended_at, minutes)
      values (${ids.developer}, ${task.id}, ${task.projectId}, ${task.clientId}, '2031-03-06', '2031-03-06T09:00:00Z', '2031-03-06T10:00:00Z', 60)`);
    let res = await cell('developer', { taskId: task.id, date: '2031-03-06', minutes: '30m' });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/timed entries/);
    res = await cell('developer', { taskId: task.id, date: '2031-03-06', minutes: '1.5' });
    expect(res.status).toBe(200);
    expect((await entriesOn('2031-03-06')).map((e) => e.minutes)).toEqual([30, 60]);
    expect(res.json.rows[0].cells[3]).toMatchObject({ minutes: 90, timedMinutes: 60, editable: true });
  });

  it('answers bad input with a message on the field', async () => {
    for (const minutes of ['soon', '25h', -5, 1.5]) {
      const res = await cell('developer', { taskId: task.id, date: '2031-03-04', minutes });
      expect(res.status, String(minutes)).toBe(400);
      expect(res.json.error.fields.minutes).toBeTruthy();
    }
    const res = await cell('developer', { taskId: task.id, date: '2031-02-30', minutes: '1h' });
    expect(res.json.error.fields.date).toBe('Not a real date');
    // A task outside the developer's scope: not theirs, and on a project they are not on (decision 0075).
    const other = await one<{
      id: string;
    }>(sql`select t.id from tasks t where t.assigned_to_id is distinct from ${ids.developer} and t.project_id is not null
      and not exists (select 1 from projects p0 where p0.id = t.project_id and (p0.project_manager_id = ${ids.developer}
        or exists (select 1 from project_assignments a0 where a0.project_id = p0.id and a0.profile_id = ${ids.developer}))) limit 1`);
    const refused = await cell('developer', { taskId: other.id, date: '2031-03-04', minutes: '1h' });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.taskId).toBeTruthy();
  });

  it('shows a week only to its owner and to managers; client users never', async () => {
    expect((await week('developer', WEEK, ids.designer)).status).toBe(403);
    expect((await week('client_primary', WEEK)).status).toBe(403);
    expect((await cell('developer', { taskId: task.id, date: '2031-03-04', minutes: '1h', userId: ids.designer })).status).toBe(403);
    const res = await week('manager', WEEK, ids.developer);
    expect(res.status).toBe(200);
    expect(res.json.person.id).toBe(ids.developer);
  });

  it("names last week's tasks for this week", async () => {
    const res = await post('developer', 'copy-last-week', { week: '2031-03-10' });
    expect(res.status).toBe(200);
    expect(res.json.rows.map((r: { task: { id: string } }) => r.task.id)).toEqual([task.id]);
  });
});

describe('submitting and answering a week', () => {
  it('submits, locks, returns with a note, resubmits and approves, telling each side', async () => {
    const managersBefore = await notificationsFor(ids.manager, 'timesheet_submitted');
    let res = await post('developer', 'submit', { week: WEEK });
    expect(res.status, res.text).toBe(200);
    expect(res.json.status).toBe('submitted');
    expect(res.json.newRowsEditable).toBe(false);
    expect(await notificationsFor(ids.manager, 'timesheet_submitted')).toBe(managersBefore + 1);
    expect((await post('developer', 'submit', { week: WEEK })).status).toBe(409);
    // Locked for its owner.
    res = await cell('developer', { taskId: task.id, date: '2031-03-05', minutes: '3h' });
    expect(res.status).toBe(409);

    const queue = await t.request('/api/timesheet/approvals', { cookie: cookies.manager });
    const waiting = queue.json.items.find(
      (i: { person: { id: string }; weekStart: string }) => i.person.id === ids.developer && i.weekStart === WEEK,
    );
    expect(waiting).toMatchObject({ weekStart: WEEK, totalMinutes: 210, can: { decide: true } });
    expect((await t.request('/api/timesheet/approvals', { cookie: cookies.developer })).status).toBe(403);

    expect((await post('manager', 'return', { userId: ids.developer, week: WEEK, note: '  ' })).json.error.fields.note).toBeTruthy();
    const answeredBefore = await notificationsFor(ids.developer, 'timesheet_answered');
    res = await post('manager', 'return', { userId: ids.developer, week: WEEK, note: 'Split Thursday by task' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 'returned', note: 'Split Thursday by task' });
    expect(await notificationsFor(ids.developer, 'timesheet_answered')).toBe(answeredBefore + 1);
    expect(new Set((await entriesOn('2031-03-05')).map((e) => e.status))).toEqual(new Set(['open']));
    expect((await week('developer', WEEK)).json.note).toBe('Split Thursday by task');

    res = await cell('developer', { taskId: task.id, date: '2031-03-05', minutes: '3h' });
    expect(res.status).toBe(200);
    expect((await post('developer', 'submit', { week: WEEK })).status).toBe(200);
    // An invoiced entry in the week keeps its state through approval.
    const inv = await one<{ id: string }>(sql`select id from invoices limit 1`);
    await t.database.db
      .execute(sql`update time_entries set status = 'invoiced', invoice_id = ${inv.id}, billed_minutes = minutes, billed_amount_minor = 0
      where user_id = ${ids.developer} and work_date = '2031-03-06' and started_at is not null`);
    res = await post('manager', 'approve', { userId: ids.developer, week: WEEK });
    expect(res.status, res.text).toBe(200);
    expect(res.json.status).toBe('approved');
    expect((await entriesOn('2031-03-05'))[0]!.status).toBe('approved');
    expect((await entriesOn('2031-03-06')).map((e) => e.status).sort()).toEqual(['approved', 'invoiced']);
    expect((await post('manager', 'approve', { userId: ids.developer, week: WEEK })).status).toBe(409);
    expect((await post('manager', 'return', { userId: ids.developer, week: WEEK, note: 'Late' })).status).toBe(409);
    await t.database.db
      .execute(sql`update time_entries set status = 'approved', invoice_id = null, billed_minutes = null, billed_amount_minor = null
      where user_id = ${ids.developer} and work_date = '2031-03-06' and status = 'invoiced'`);
  });

  it('refuses an empty week and a manager approving their own', async () => {
    expect((await post('developer', 'submit', { week: '2031-05-05' })).status).toBe(409);
    await cell('manager', { taskId: task.id, date: '2031-05-06', minutes: '1h' });
    expect((await post('manager', 'submit', { week: '2031-05-05' })).status).toBe(200);
    expect((await post('manager', 'approve', { userId: ids.manager, week: '2031-05-05' })).status).toBe(403);
    expect((await post('admin', 'approve', { userId: ids.manager, week: '2031-05-05' })).status).toBe(200);
  });

  it('leaves nothing half-done when a submit or an answer fails (decision 0032)', async () => {
    await cell('developer', { taskId: task.id, date: '2031-06-03', minutes: '2h' });
    expectFailed(await withActivityRefused(t, 'timesheet.submitted', () => post('developer', 'submit', { week: '2031-06-02' })));
    expect(await entriesOn('2031-06-03')).toEqual([{ minutes: 120, status: 'open', started_at: null }]);
    expect((await week('developer', '2031-06-02')).json.status).toBeNull();
    const notified = await notificationsFor(ids.developer, 'timesheet_answered');
    expect((await post('developer', 'submit', { week: '2031-06-02' })).status).toBe(200);
    expectFailed(
      await withActivityRefused(t, 'timesheet.approved', () => post('manager', 'approve', { userId: ids.developer, week: '2031-06-02' })),
    );
    expect((await entriesOn('2031-06-03'))[0]!.status).toBe('submitted');
    expect((await week('manager', '2031-06-02', ids.developer)).json.status).toBe('submitted');
    expect(await notificationsFor(ids.developer, 'timesheet_answered')).toBe(notified);
  });

  it('lets a manager correct a submitted week, the correction joining it as submitted', async () => {
    await cell('developer', { taskId: task.id, date: '2031-07-08', minutes: '1h' });
    expect((await post('developer', 'submit', { week: '2031-07-07' })).status).toBe(200);
    const mine = await week('developer', '2031-07-07');
    expect(mine.json.rows[0].cells[1].editable).toBe(false);
    const res = await cell('manager', { taskId: task.id, date: '2031-07-09', minutes: '30m', userId: ids.developer });
    expect(res.status, res.text).toBe(200);
    expect(res.json.rows[0].cells[2]).toMatchObject({ minutes: 30, editable: true });
    expect(await entriesOn('2031-07-09')).toEqual([{ minutes: 30, status: 'submitted', started_at: null }]);
  });

  it("a manager's change to an approved week sends it back for approval: nothing counts as approved that nobody approved", async () => {
    const monday = '2031-09-01';
    const weekStatus = async () =>
      (await one<{ status: string }>(sql`select status from timesheet_weeks where user_id = ${ids.developer} and week_start = ${monday}`))
        .status;
    const approveIt = async () => expect((await post('manager', 'approve', { userId: ids.developer, week: monday })).status).toBe(200);
    await cell('developer', { taskId: task.id, date: '2031-09-01', minutes: '2h' });
    await cell('developer', { taskId: task.id, date: '2031-09-02', minutes: '1h' });
    expect((await post('developer', 'submit', { week: monday })).status).toBe(200);
    await approveIt();
    expect(await weekStatus()).toBe('approved');
    const [monEntry] = await rows<{ id: string }>(
      sql`select id from time_entries where user_id = ${ids.developer} and work_date = '2031-09-01'`,
    );

    // An edit through the time entry: the entry and its week wait for approval again; the untouched day stays approved.
    const edited = await t.request(`/api/time-entries/${monEntry!.id}`, {
      method: 'PATCH',
      cookie: cookies.manager,
      body: { minutes: 600 },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.status).toBe('submitted');
    expect(await weekStatus()).toBe('submitted');
    expect(await entriesOn('2031-09-02')).toEqual([{ minutes: 60, status: 'approved', started_at: null }]);
    // The client reads only what was approved: the 10 hours are not among their entries.
    const clientList = await t.request(`/api/time-entries?projectId=${task.projectId}&from=2031-09-01&to=2031-09-07`, {
      cookie: cookies.client_primary,
    });
    if (clientList.status === 200) expect(clientList.json.items.map((e: { minutes: number }) => e.minutes)).not.toContain(600);
    expect(
      await rows(sql`select 1 from activity_log where action = 'timesheet.reopened' and entity_id = ${ids.developer}`),
    ).not.toHaveLength(0);
    await approveIt();
    expect(await entriesOn('2031-09-01')).toEqual([{ minutes: 600, status: 'approved', started_at: null }]);

    // Typing on the grid, adding an entry and deleting one do the same; saving an entry unchanged does not.
    expect(
      (await t.request(`/api/time-entries/${monEntry!.id}`, { method: 'PATCH', cookie: cookies.manager, body: { minutes: 600 } })).json
        .status,
    ).toBe('approved');
    expect(await weekStatus()).toBe('approved');
    expect((await cell('manager', { taskId: task.id, date: '2031-09-02', minutes: '3h', userId: ids.developer })).status).toBe(200);
    expect(await entriesOn('2031-09-02')).toEqual([{ minutes: 180, status: 'submitted', started_at: null }]);
    expect(await weekStatus()).toBe('submitted');
    await approveIt();
    const added = await t.request('/api/time-entries', {
      cookie: cookies.manager,
      body: { taskId: task.id, workDate: '2031-09-03', minutes: 45, userId: ids.developer },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.json.status).toBe('submitted');
    expect(await weekStatus()).toBe('submitted');
    await approveIt();
    expect((await t.request(`/api/time-entries/${added.json.id}`, { method: 'DELETE', cookie: cookies.manager })).status).toBe(204);
    expect(await weekStatus()).toBe('submitted');
  });
});
