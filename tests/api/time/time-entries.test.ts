/**
 * Time entries (decision 0046): staff log their own time on the tasks they see, managers anyone's; rates are copied
 * when written; client users read only their company's settled hours, never a note, rate, amount or cost; invoiced
 * time never changes.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cookies,
  count,
  companyId,
  devTask,
  invoiceEntry,
  list,
  log,
  one,
  otherTask,
  patch,
  remove,
  rows,
  setUpTime,
  t,
  userIds,
} from './time-entries-helpers';

setUpTime();

const entriesCount = () => count(sql`select count(*)::int as n from time_entries`);

describe('logging time', () => {
  it('a developer logs their own time on their task: duration text is minutes, the rates are copied, costs hidden', async () => {
    await rows(sql`update projects set hourly_rate_minor = 12000, billable_by_default = true where id = ${devTask.projectId}`);
    // The project's rate applies: no personal rate of the developer's on it.
    await rows(
      sql`update project_assignments set hourly_rate_minor = null where project_id = ${devTask.projectId} and profile_id = ${userIds.developer}`,
    );
    await rows(
      sql`insert into staff_rates (user_id, cost_rate_minor) values (${userIds.developer}, 5000) on conflict (user_id) do update set cost_rate_minor = 5000`,
    );
    const res = await log('developer', { taskId: devTask.id, workDate: '2035-01-22', minutes: '1:30', note: ' Fixed the login ' });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      user: { id: userIds.developer },
      task: { id: devTask.id },
      project: { id: devTask.projectId },
      client: { id: devTask.clientId },
      workDate: '2035-01-22',
      minutes: 90,
      running: false,
      note: 'Fixed the login',
      billable: true,
      status: 'open',
      rateMinor: null,
      amountMinor: null,
      costRateMinor: null,
      can: { edit: true, delete: true },
    });
    const stored = await one<{ rate_minor: number; cost_rate_minor: number }>(
      sql`select rate_minor, cost_rate_minor from time_entries where id = ${res.json.id}`,
    );
    expect(Number(stored.rate_minor)).toBe(12000);
    expect(Number(stored.cost_rate_minor)).toBe(5000);
    // A manager reads the billing rate and amount, not the cost; an admin reads all three.
    const asManager = (await list('manager', `taskId=${devTask.id}&from=2035-01-01&pageSize=200`)).json.items.find(
      (e: { id: string }) => e.id === res.json.id,
    );
    expect(asManager).toMatchObject({ rateMinor: 12000, amountMinor: 18000, costRateMinor: null });
    const asAdmin = (await list('admin', `taskId=${devTask.id}&from=2035-01-01&pageSize=200`)).json.items.find(
      (e: { id: string }) => e.id === res.json.id,
    );
    expect(asAdmin).toMatchObject({ rateMinor: 12000, amountMinor: 18000, costRateMinor: 5000 });
  });

  it('names each invalid field and writes nothing', async () => {
    const orphan = await one<{ id: string }>(
      sql`insert into tasks (title, client_id, assigned_to_id) values ('No project', ${companyId}, ${userIds.developer}) returning id`,
    );
    const before = await entriesCount();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ workDate: '2035-01-22', minutes: 30 }, { taskId: 'Choose the task the time was spent on' }],
      [{ taskId: devTask.id, minutes: 30 }, { workDate: 'Choose the day' }],
      [{ taskId: devTask.id, workDate: '2026-02-31', minutes: 30 }, { workDate: 'Not a real date' }],
      [{ taskId: devTask.id, workDate: '2035-01-22', minutes: 'soon' }, { minutes: 'Enter a duration like 1:30, 1.5h or 90m' }],
      [{ taskId: devTask.id, workDate: '2035-01-22', minutes: '25h' }, { minutes: 'One entry holds at most 24 hours' }],
      [{ taskId: devTask.id, workDate: '2035-01-22', minutes: 0 }, { minutes: 'Enter at least one minute, in whole minutes' }],
      [{ taskId: otherTask.id, workDate: '2035-01-22', minutes: 30 }, { taskId: 'Choose one of your tasks' }],
      [{ taskId: orphan.id, workDate: '2035-01-22', minutes: 30 }, { taskId: 'Time is logged on project tasks: this task has no project' }],
      [{ taskId: devTask.id, workDate: '2035-01-22', minutes: 30, status: 'approved' }, { status: 'Unknown field.' }],
    ];
    for (const [body, fields] of cases) {
      const res = await log('developer', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields, JSON.stringify(body)).toMatchObject(fields);
    }
    expect(await entriesCount()).toBe(before);
  });

  it("only a manager logs someone else's time; client users log none", async () => {
    expect((await log('developer', { taskId: devTask.id, workDate: '2035-01-22', minutes: 30, userId: userIds.designer })).status).toBe(
      403,
    );
    const res = await log('manager', {
      taskId: devTask.id,
      workDate: '2035-01-22',
      minutes: 45,
      userId: userIds.developer,
      billable: false,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ user: { id: userIds.developer }, minutes: 45, billable: false, can: { edit: true, delete: true } });
    // Not to a client user's account.
    const client = await log('manager', { taskId: devTask.id, workDate: '2035-01-22', minutes: 45, userId: userIds.client_primary });
    expect(client.status).toBe(400);
    expect(client.json.error.fields).toMatchObject({ userId: 'Choose an active member of the staff' });
    expect((await log('client_primary', { taskId: devTask.id, workDate: '2035-01-22', minutes: 30 })).status).toBe(403);
  });
});

describe('who reads which time', () => {
  it("a developer never reads another person's entries, nor any cost rate", async () => {
    const managers = await log('manager', { taskId: devTask.id, workDate: '2035-01-19', minutes: 60, note: 'Manager only' });
    expect(managers.status).toBe(201);
    const page = await list('developer', 'pageSize=200');
    expect(page.status).toBe(200);
    expect(page.json.items.length).toBeGreaterThan(0);
    for (const item of page.json.items) {
      expect(item.user.id).toBe(userIds.developer);
      expect(item.costRateMinor).toBeNull();
      expect(item.rateMinor).toBeNull();
    }
    expect((await list('developer', `userId=${userIds.manager}`)).json.items).toEqual([]);
    // Nor change it: outside their scope it is not found.
    expect((await patch('developer', managers.json.id, { minutes: 10 })).status).toBe(404);
    expect((await remove('developer', managers.json.id)).status).toBe(404);
  });

  it("client users read only their company's approved and invoiced hours, without notes, rates, amounts or costs", async () => {
    const open = await log('developer', { taskId: devTask.id, workDate: '2035-01-17', minutes: 30, note: 'Secret staff note' });
    const approved = await log('developer', { taskId: devTask.id, workDate: '2035-01-16', minutes: 120, note: 'Another staff note' });
    await rows(sql`update time_entries set status = 'approved' where id = ${approved.json.id}`);
    const foreign = await log('manager', { taskId: otherTask.id, workDate: '2035-01-16', minutes: 60 });
    await rows(sql`update time_entries set status = 'approved' where id = ${foreign.json.id}`);
    for (const role of ['client_primary', 'client_additional'] as const) {
      const recent = await list(role, 'from=2035-01-01&pageSize=200');
      const ids = recent.json.items.map((e: { id: string }) => e.id);
      expect(ids).toContain(approved.json.id);
      expect(ids).not.toContain(open.json.id);
      expect(ids).not.toContain(foreign.json.id);
      expect(recent.text).not.toContain('staff note');
      const res = await list(role, 'pageSize=200');
      expect(res.status, role).toBe(200);
      for (const item of [...res.json.items, ...recent.json.items]) {
        expect(item.client.id).toBe(companyId);
        expect(['approved', 'invoiced']).toContain(item.status);
        expect(item).toMatchObject({ note: null, rateMinor: null, amountMinor: null, costRateMinor: null, billedAmountMinor: null });
      }
      expect(res.text).not.toContain('staff note');
    }
  });
});

describe('changing and deleting time', () => {
  it('the author changes their open entry; a submitted one is 409 to them and still the manager’s to correct', async () => {
    const entry = (await log('developer', { taskId: devTask.id, workDate: '2035-01-15', minutes: 30 })).json;
    const changed = await patch('developer', entry.id, { minutes: '2h', note: 'Longer than thought' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ minutes: 120, note: 'Longer than thought' });
    expect((await patch('developer', entry.id, { minutes: 'never' })).json.error.fields).toMatchObject({
      minutes: 'Enter a duration like 1:30, 1.5h or 90m',
    });
    await rows(sql`update time_entries set status = 'submitted' where id = ${entry.id}`);
    expect((await patch('developer', entry.id, { minutes: 10 })).status).toBe(409);
    expect((await remove('developer', entry.id)).status).toBe(409);
    const listed = (await list('developer', `taskId=${devTask.id}&status=submitted&from=2035-01-01&pageSize=200`)).json.items.find(
      (e: { id: string }) => e.id === entry.id,
    );
    expect(listed.can).toEqual({ edit: false, delete: false });
    expect((await patch('manager', entry.id, { minutes: 100 })).json).toMatchObject({ minutes: 100 });
    expect((await remove('manager', entry.id)).status).toBe(204);
    expect(await count(sql`select count(*)::int as n from time_entries where id = ${entry.id}`)).toBe(0);
  });

  it('staff cannot add time to a week they submitted', async () => {
    await rows(sql`insert into timesheet_weeks (user_id, week_start, status) values (${userIds.developer}, '2035-01-01', 'submitted')`);
    const res = await log('developer', { taskId: devTask.id, workDate: '2035-01-03', minutes: 30 });
    expect(res.status).toBe(409);
    const byManager = await log('manager', { taskId: devTask.id, workDate: '2035-01-03', minutes: 30, userId: userIds.developer });
    expect(byManager.json).toMatchObject({ status: 'submitted' });
  });

  it('invoiced time is 409 to everyone, admins included', async () => {
    const entry = (await log('manager', { taskId: devTask.id, workDate: '2035-01-09', minutes: 60 })).json;
    await invoiceEntry(entry.id);
    for (const role of ['admin', 'super_admin', 'manager'] as const) {
      const res = await patch(role, entry.id, { minutes: 30 });
      expect(res.status, role).toBe(409);
      expect(res.json.error.message).toBe('This time is on an invoice and can no longer change.');
      expect((await remove(role, entry.id)).status, role).toBe(409);
    }
    expect((await one<{ minutes: number }>(sql`select minutes from time_entries where id = ${entry.id}`)).minutes).toBe(60);
  });

  it('anonymous callers are 401', async () => {
    expect((await t.request('/api/time-entries')).status).toBe(401);
    expect((await t.request('/api/timer')).status).toBe(401);
    expect(cookies.developer).toBeTruthy();
  });
});
