/**
 * Rates, budgets and budget warnings (decision 0048): managers set a project's rate and budgets and a person's rate on
 * it; admins set people's cost rates; entries copy the rates in force; the budget card's figures; the 80% and 100%
 * warnings, once each; and who sees which figure.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entryFacts } from '@server/features/time/entry-facts';
import { alerts, check, count, fixture, get, insertEntry, one, rows, send, setUpBudgets, t, userIds, warnings } from './budgets-helpers';
import type { DemoRole } from '../support/harness';

setUpBudgets();

const project = () => `/projects/${fixture.projectId}`;

describe("a project's rates and budgets", () => {
  it('a manager sets them; they come back to managers, the hours budget to everyone, the money to nobody else', async () => {
    const res = await send('manager', 'PATCH', project(), {
      hourlyRateMinor: 10000,
      currency: 'EUR',
      billableByDefault: false,
      budgetMinutes: 6000,
      budgetMinor: 1_000_000,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      hourlyRateMinor: 10000,
      currency: 'EUR',
      billableByDefault: false,
      budgetMinutes: 6000,
      budgetMinor: 1_000_000,
    });
    for (const role of ['developer', 'client_primary'] as DemoRole[]) {
      const seen = await get(role, project());
      expect(seen.status, role).toBe(200);
      expect(seen.json, role).toMatchObject({
        hourlyRateMinor: null,
        currency: null,
        billableByDefault: null,
        budgetMinutes: 6000,
        budgetMinor: null,
      });
    }
    await send('manager', 'PATCH', project(), { currency: 'USD', billableByDefault: true, budgetMinutes: null, budgetMinor: null });
  });

  it('names each bad field, writes nothing, and refuses those who do not manage projects', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ hourlyRateMinor: -1 }, 'hourlyRateMinor'],
      [{ hourlyRateMinor: 12.5 }, 'hourlyRateMinor'],
      [{ budgetMinutes: 0 }, 'budgetMinutes'],
      [{ budgetMinor: 'lots' }, 'budgetMinor'],
      [{ currency: 'XYZ' }, 'currency'],
    ];
    for (const [body, field] of cases) {
      const res = await send('manager', 'PATCH', project(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.error.fields), JSON.stringify(body)).toContain(field);
    }
    expect((await send('developer', 'PATCH', project(), { hourlyRateMinor: 1 })).status).toBe(403);
    expect(Number((await one<{ r: number }>(sql`select hourly_rate_minor as r from projects where id = ${fixture.projectId}`)).r)).toBe(
      10000,
    );
  });
});

describe('rates copied into time', () => {
  it("a new entry takes the person's rate on the project, else the project's, and their cost rate; old entries keep theirs", async () => {
    expect(
      (await send('admin', 'PUT', `/users/${userIds.developer}/rates`, { costRateMinor: 4000, weeklyCapacityMinutes: 2100 })).status,
    ).toBe(200);
    let facts = await entryFacts(t.database.db, fixture.taskId, userIds.developer);
    expect(facts).toMatchObject({ rateMinor: 10000, costRateMinor: 4000, currency: 'USD', billableByDefault: true });
    const old = await insertEntry({ minutes: 30, rateMinor: facts!.rateMinor });

    const set = await send('manager', 'PATCH', `${project()}/team/${fixture.assignmentId}`, { hourlyRateMinor: 12000 });
    expect(set.status, set.text).toBe(204);
    facts = await entryFacts(t.database.db, fixture.taskId, userIds.developer);
    expect(facts!.rateMinor).toBe(12000);
    const team = await get('manager', `${project()}/team`);
    expect(team.json.find((m: { id: string }) => m.id === fixture.assignmentId).hourlyRateMinor).toBe(12000);
    // Back to the project's rate; the developer's team view shows no rate.
    expect((await send('manager', 'PATCH', `${project()}/team/${fixture.assignmentId}`, { hourlyRateMinor: null })).status).toBe(204);
    expect((await entryFacts(t.database.db, fixture.taskId, userIds.developer))!.rateMinor).toBe(10000);
    expect((await get('developer', `${project()}/team`)).json.every((m: { hourlyRateMinor: unknown }) => m.hourlyRateMinor === null)).toBe(
      true,
    );
    expect((await send('developer', 'PATCH', `${project()}/team/${fixture.assignmentId}`, { hourlyRateMinor: 1 })).status).toBe(403);
    expect((await send('manager', 'PATCH', `${project()}/team/${fixture.projectId}`, { hourlyRateMinor: 1 })).status).toBe(404);

    await send('manager', 'PATCH', project(), { hourlyRateMinor: 20000 });
    expect(Number((await one<{ r: number }>(sql`select rate_minor as r from time_entries where id = ${old}`)).r)).toBe(10000);
    await send('manager', 'PATCH', project(), { hourlyRateMinor: 10000 });
    await rows(sql`delete from time_entries where id = ${old}`);
  });
});

describe("people's cost rates and capacity", () => {
  it('only admins read and set them; a client user or unknown id is not found; bad values are named', async () => {
    const path = `/users/${userIds.designer}/rates`;
    // The demo data may have set theirs: start from none.
    await rows(sql`delete from staff_rates where user_id = ${userIds.designer}`);
    expect((await get('admin', path)).json).toMatchObject({ costRateMinor: 0, weeklyCapacityMinutes: 2400, updatedAt: null });
    const put = await send('admin', 'PUT', path, { costRateMinor: 5000, weeklyCapacityMinutes: 1800 });
    expect(put.status, put.text).toBe(200);
    expect(put.json).toMatchObject({ userId: userIds.designer, costRateMinor: 5000, weeklyCapacityMinutes: 1800 });
    for (const role of ['manager', 'developer', 'client_primary'] as DemoRole[]) {
      expect((await get(role, path)).status, role).toBe(403);
      expect((await send(role, 'PUT', path, { costRateMinor: 1, weeklyCapacityMinutes: 1 })).status, role).toBe(403);
    }
    expect((await get('admin', `/users/${userIds.client_primary}/rates`)).status).toBe(404);
    expect((await get('admin', '/users/00000000-0000-4000-8000-000000000000/rates')).status).toBe(404);
    const bad = await send('admin', 'PUT', path, { costRateMinor: -5, weeklyCapacityMinutes: 99999 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['costRateMinor', 'weeklyCapacityMinutes']);
  });

  it("no cost rate reaches a manager's or a developer's users, projects or team JSON", async () => {
    for (const role of ['manager', 'developer'] as DemoRole[]) {
      for (const path of ['/users', `/users/${userIds.developer}`, '/projects', project(), `${project()}/team`, `${project()}/budget`]) {
        const res = await get(role, path);
        expect(res.text, `${role} ${path}`).not.toMatch(/costRate|cost_rate|weeklyCapacity/);
      }
    }
  });
});

describe('spent against budget', () => {
  it('sums hours, billable hours and money by the rounding rule, per milestone and per task; money only for managers', async () => {
    await rows(sql`delete from time_entries where project_id = ${fixture.projectId}`);
    const ids = [
      await insertEntry({ minutes: 60, rateMinor: 10000 }),
      await insertEntry({ minutes: 30, rateMinor: 10001 }),
      await insertEntry({ minutes: 45, billable: false, rateMinor: 10000, taskId: fixture.otherTaskId }),
    ];
    await send('manager', 'PATCH', project(), { budgetMinutes: 6000, budgetMinor: 100_000 });
    const res = await get('manager', `${project()}/budget`);
    expect(res.status, res.text).toBe(200);
    // 60 min at 100.00 = 100.00; 30 min at 100.01 = (30 * 10001 + 30) / 60 = 50.01.
    expect(res.json).toMatchObject({
      spentMinutes: 135,
      billableMinutes: 90,
      spentMinor: 15001,
      budgetMinutes: 6000,
      budgetMinor: 100_000,
      currency: 'USD',
    });
    expect(res.json.milestones).toEqual([
      { id: fixture.milestoneId, name: 'Design', estimatedMinutes: 600, spentMinutes: 90 },
      { id: null, name: 'No milestone', estimatedMinutes: null, spentMinutes: 45 },
    ]);
    expect(res.json.topTasks).toEqual([
      { id: fixture.taskId, title: 'Wireframes', estimatedMinutes: 240, spentMinutes: 90 },
      { id: fixture.otherTaskId, title: 'Hosting', estimatedMinutes: null, spentMinutes: 45 },
    ]);
    const seen = await get('developer', `${project()}/budget`);
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ spentMinutes: 135, budgetMinutes: 6000, spentMinor: null, budgetMinor: null, currency: null });
    // The entries are open drafts: the client reads none of them, nor the tasks' titles through them.
    const client = await get('client_primary', `${project()}/budget`);
    expect(client.status).toBe(200);
    expect(client.json).toMatchObject({
      spentMinutes: 0,
      billableMinutes: 0,
      budgetMinutes: 6000,
      spentMinor: null,
      budgetMinor: null,
      currency: null,
      topTasks: [],
    });
    // The estimates are the agency's unless the project shares them (decision 0103).
    expect(client.json.milestones).toEqual([{ id: fixture.milestoneId, name: 'Design', estimatedMinutes: null, spentMinutes: 0 }]);
    await rows(
      sql`delete from time_entries where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  });

  it("a client user's card counts approved and invoiced time only: a staff member's open entry changes nothing they read", async () => {
    await rows(sql`delete from time_entries where project_id = ${fixture.projectId}`);
    const approved = await insertEntry({ minutes: 120 });
    const approvedElsewhere = await insertEntry({ minutes: 30, billable: false, taskId: fixture.otherTaskId });
    await rows(sql`update time_entries set status = 'approved' where id in (${approved}, ${approvedElsewhere})`);
    const submitted = await insertEntry({ minutes: 200 });
    await rows(sql`update time_entries set status = 'submitted' where id = ${submitted}`);
    for (const role of ['client_primary', 'client_additional'] as DemoRole[]) {
      const before = await get(role, `${project()}/budget`);
      expect(before.status, role).toBe(200);
      expect(before.json, role).toMatchObject({ spentMinutes: 150, billableMinutes: 120 });
      // The client's own time list says the same.
      const list = await get(role, `/time-entries?projectId=${fixture.projectId}`);
      expect(list.json.totalMinutes, role).toBe(150);

      // A manager's open, non-billable hours on a task: nothing of them reaches the client.
      const open = await send('manager', 'POST', '/time-entries', {
        taskId: fixture.taskId,
        workDate: '2035-01-23',
        minutes: 495,
        billable: false,
      });
      expect(open.status, open.text).toBe(201);
      const after = await get(role, `${project()}/budget`);
      expect(after.json, role).toEqual(before.json);
      // No figure anywhere counts the open hours (a field's value, not a digit run inside a random id).
      expect(after.text, role).not.toMatch(/:(645|495)[,}]/);
      // The team reads it all.
      expect((await get('manager', `${project()}/budget`)).json.spentMinutes).toBe(150 + 200 + 495);
      await rows(sql`delete from time_entries where id = ${open.json.id}`);
    }
    await rows(sql`delete from time_entries where project_id = ${fixture.projectId}`);
  });

  it("is a 404 outside the caller's scope", async () => {
    const other = await one<{ id: string }>(sql`select id from projects where client_id <> ${fixture.clientId} order by id limit 1`);
    expect((await get('client_primary', `/projects/${other.id}/budget`)).status).toBe(404);
    expect((await get('manager', '/projects/00000000-0000-4000-8000-000000000000/budget')).status).toBe(404);
  });
});

describe('budget warnings', () => {
  it("tell the project's manager at 80% and at 100%, once each, even when two writes cross the line together", async () => {
    await rows(sql`delete from time_entries where project_id = ${fixture.projectId}`);
    await send('manager', 'PATCH', project(), { budgetMinutes: 600, budgetMinor: null });
    await insertEntry({ minutes: 479 });
    await check();
    expect(await alerts()).toEqual([]);
    await insertEntry({ minutes: 1 });
    await Promise.all([check(), check()]);
    expect(await alerts()).toEqual([{ measure: 'hours', threshold: 80 }]);
    await check();
    let told = await warnings();
    expect(told).toEqual([
      { user_id: userIds.manager, title: 'Website redesign reached 80% of its hours budget', link: `/projects/${fixture.projectId}` },
    ]);

    await insertEntry({ minutes: 120 });
    await Promise.all([check(), check([fixture.projectId, fixture.projectId])]);
    told = await warnings();
    expect(told.map((w) => w.title)).toEqual([
      'Website redesign reached 80% of its hours budget',
      'Website redesign used all of its hours budget',
    ]);
  });

  it('a changed budget re-arms its warnings; one write past both lines warns once, of the higher', async () => {
    await send('manager', 'PATCH', project(), { budgetMinutes: 6000 });
    expect(await alerts()).toEqual([]);
    await check();
    expect(await alerts()).toEqual([]);
    const before = (await warnings()).length;
    await send('manager', 'PATCH', project(), { budgetMinutes: 300 });
    await check();
    expect(await alerts()).toEqual([
      { measure: 'hours', threshold: 80 },
      { measure: 'hours', threshold: 100 },
    ]);
    const told = await warnings();
    expect(told.length).toBe(before + 1);
    expect(told.at(-1)!.title).toBe('Website redesign used all of its hours budget');
  });

  it('money budgets count billable time at its own rates, and a project without a budget is left alone', async () => {
    await rows(sql`delete from time_entries where project_id = ${fixture.projectId}`);
    await send('manager', 'PATCH', project(), { budgetMinutes: null, budgetMinor: 10_000 });
    await insertEntry({ minutes: 60, rateMinor: 8000 });
    await insertEntry({ minutes: 600, rateMinor: 8000, billable: false });
    await check();
    expect(await alerts()).toEqual([{ measure: 'money', threshold: 80 }]);
    await send('manager', 'PATCH', project(), { budgetMinor: null });
    await check();
    expect(await count(sql`select count(*)::int as n from project_budget_alerts where project_id = ${fixture.projectId}`)).toBe(0);
  });
});

describe('estimates and the time routes', () => {
  it('milestones and tasks take an estimate in minutes and give it back; a bad one is named', async () => {
    const milestone = await send('manager', 'PATCH', `/milestones/${fixture.milestoneId}`, { estimatedMinutes: 900 });
    expect(milestone.status, milestone.text).toBe(200);
    expect(milestone.json.estimatedMinutes).toBe(900);
    const task = await send('manager', 'PATCH', `/tasks/${fixture.taskId}`, { estimatedMinutes: 120 });
    expect(task.status, task.text).toBe(200);
    expect((await get('manager', `/tasks/${fixture.taskId}`)).json.estimatedMinutes).toBe(120);
    const bad = await send('manager', 'PATCH', `/tasks/${fixture.taskId}`, { estimatedMinutes: -5 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toContain('estimatedMinutes');
  });

  it('logging time through the API warns the manager when it crosses 80%', async () => {
    await rows(sql`delete from time_entries where project_id = ${fixture.projectId}`);
    await rows(sql`delete from notifications where kind = 'budget_alert' and entity_id = ${fixture.projectId}`);
    await send('manager', 'PATCH', project(), { budgetMinutes: 100, budgetMinor: null });
    const res = await send('developer', 'POST', '/time-entries', { taskId: fixture.taskId, workDate: '2035-01-22', minutes: 85 });
    expect(res.status, res.text).toBe(201);
    expect(await alerts()).toEqual([{ measure: 'hours', threshold: 80 }]);
    expect((await warnings()).map((w) => w.user_id)).toEqual([userIds.manager]);
  });
});
