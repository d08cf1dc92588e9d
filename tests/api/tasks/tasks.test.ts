/**
 * The task list: the overdue marker, filters, stat cards, paging per status, CSV. Sorting and search:
 * task-search.test.ts. Writes: task-writes.test.ts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { DEMO_ACCOUNTS } from '../support/harness';
import {
  admin,
  byId,
  clientA,
  count,
  developerId,
  fixtures,
  ids,
  list,
  manager,
  milestoneA,
  projectA,
  setUpTaskList,
  t,
  TOKEN,
} from './task-list-helpers';

setUpTaskList();

describe('overdue is a marker beside the working status (decision 0025)', () => {
  it('keeps the status of a past-due task and marks it overdue', async () => {
    const { items } = await fixtures();
    expect(byId(items, ids.pastDue)).toMatchObject({ status: 'pending', isOverdue: true });
    expect(byId(items, ids.lateInProgress)).toMatchObject({ status: 'in_progress', isOverdue: true });
    expect(byId(items, ids.pastDoneDone)).toMatchObject({ status: 'completed', isOverdue: false });
    expect(byId(items, ids.future)).toMatchObject({ status: 'in_progress', isOverdue: false });
    expect(byId(items, ids.undated)).toMatchObject({ status: 'pending', isOverdue: false });
    expect(byId(items, ids.pastDue)).not.toHaveProperty('storedStatus');

    const detail = await t.request(`/api/tasks/${ids.lateInProgress}`, { cookie: admin });
    expect(detail.json).toMatchObject({ status: 'in_progress', isOverdue: true });
  });

  it('counts the statuses, which add up to the total, and overdue across them; each filter matches its card', async () => {
    const all = await list('pageSize=1');
    const { stats } = all;
    expect(stats.total).toBe(all.total);
    expect(all.total).toBe(await count(sql`select count(*)::int as n from tasks`));
    expect(stats.pending + stats.inProgress + stats.completed).toBe(stats.total);
    expect(stats.overdue).toBe(
      await count(sql`select count(*)::int as n from tasks where due_date < current_date and status <> 'completed'`),
    );
    expect(stats.inProgress).toBe(await count(sql`select count(*)::int as n from tasks where status = 'in_progress'`));
    const totals: Record<string, number> = {};
    for (const status of ['pending', 'in_progress', 'completed']) {
      const res = await list(`status=${status}&pageSize=200`);
      totals[status] = res.total;
      expect(res.items.every((i: { status: string }) => i.status === status)).toBe(true);
      // The stat cards follow the filters.
      expect(res.stats.total).toBe(res.total);
    }
    expect(totals).toEqual({ pending: stats.pending, in_progress: stats.inProgress, completed: stats.completed });
    const overdue = await list('overdue=true&pageSize=200');
    expect(overdue.total).toBe(stats.overdue);
    expect(overdue.stats).toMatchObject({ total: stats.overdue, overdue: stats.overdue, completed: 0 });
    expect(overdue.items.every((i: { isOverdue: boolean }) => i.isOverdue)).toBe(true);
    expect((await list('overdue=false&pageSize=1')).total).toBe(stats.total);

    // A past-due task in progress is in the In Progress card and filter, and in the Overdue ones.
    expect((await fixtures('status=in_progress')).items.map((i: { id: string }) => i.id).sort()).toEqual(
      [ids.future, ids.lateInProgress].sort(),
    );
    expect((await fixtures('overdue=true')).items.map((i: { id: string }) => i.id).sort()).toEqual(
      [ids.pastDue, ids.lateInProgress].sort(),
    );
    const lateWork = await fixtures('status=in_progress&overdue=true');
    expect(lateWork.items.map((i: { id: string }) => i.id)).toEqual([ids.lateInProgress]);
    expect(lateWork.stats).toMatchObject({ total: 1, inProgress: 1, overdue: 1 });
    // The same figures when the tallies answer (one narrowing filter) as when the tasks are counted (a search).
    const byProject = await list(`projectId=${projectA.id}&status=in_progress&overdue=true&pageSize=200`);
    expect(byProject.total).toBe(
      await count(
        sql`select count(*)::int as n from tasks where project_id = ${projectA.id} and status = 'in_progress' and due_date < current_date`,
      ),
    );
    expect(byProject.stats.total).toBe(byProject.total);
    expect(byProject.items.map((i: { id: string }) => i.id)).toContain(ids.lateInProgress);
  });

  it('refuses overdue as a status, on create, on update and as a filter, naming the field', async () => {
    const created = await t.request('/api/tasks', {
      cookie: manager,
      body: { title: 'Due next month', clientId: clientA.id, status: 'overdue', dueDate: '2999-01-01' },
    });
    expect(created.status).toBe(400);
    expect(created.json.error.fields.status).toBe('Overdue is not a status: a task is overdue when its due date has passed');
    const updated = await t.request(`/api/tasks/${ids.future}`, { method: 'PATCH', cookie: manager, body: { status: 'overdue' } });
    expect(updated.status).toBe(400);
    expect(updated.json.error.fields.status).toMatch(/^Overdue is not a status/);
    expect(byId((await fixtures()).items, ids.future)).toMatchObject({ status: 'in_progress', isOverdue: false });
    const filtered = await t.request('/api/tasks?status=overdue', { cookie: admin });
    expect(filtered.status).toBe(400);
    expect(Object.keys(filtered.json.error.fields)).toContain('status');
    // Nor can SQL store it.
    await expect(queryRows(t.database.db, sql`update tasks set status = 'overdue' where id = ${ids.future}`)).rejects.toThrow();
    expect(byId((await fixtures()).items, ids.future)).toMatchObject({ status: 'in_progress' });
  });

  it('keeps a past-due task where it was moved: in progress and still overdue', async () => {
    const res = await t.request('/api/tasks', {
      cookie: manager,
      body: { title: `Late move ${TOKEN}x`, clientId: clientA.id, dueDate: '2001-01-05' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ status: 'pending', isOverdue: true });
    const before = (await list('pageSize=1')).stats;
    const moved = await t.request(`/api/tasks/${res.json.id}`, { method: 'PATCH', cookie: manager, body: { status: 'in_progress' } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({ status: 'in_progress', isOverdue: true });
    const after = (await list('pageSize=1')).stats;
    expect(after).toEqual({ ...before, pending: before.pending - 1, inProgress: before.inProgress + 1 });
    const done = await t.request(`/api/tasks/${res.json.id}`, { method: 'PATCH', cookie: manager, body: { status: 'completed' } });
    expect(done.json).toMatchObject({ status: 'completed', isOverdue: false });
    expect((await list('pageSize=1')).stats).toEqual({
      ...after,
      inProgress: after.inProgress - 1,
      completed: after.completed + 1,
      overdue: after.overdue - 1,
    });
    expect((await t.request(`/api/tasks/${res.json.id}`, { method: 'DELETE', cookie: manager })).status).toBe(204);
  });
});

describe('the board: each status paged on its own', () => {
  it('answers a column page by page with its true total, with the list filters and scope', async () => {
    const developer = await t.as(DEMO_ACCOUNTS.developer);
    for (const [cookie, who] of [
      [admin, 'admin'],
      [developer, 'developer'],
    ] as const) {
      const first = await list('status=completed&pageSize=5&page=1', cookie);
      const total = first.total;
      expect(total, who).toBeGreaterThan(5);
      expect(first.stats.completed, who).toBe(total);
      const seen: string[] = [];
      for (let page = 1; (page - 1) * 5 < total; page++) {
        const res = page === 1 ? first : await list(`status=completed&pageSize=5&page=${page}`, cookie);
        expect(res.total, who).toBe(total);
        expect(res.items.length, who).toBe(Math.min(5, total - (page - 1) * 5));
        for (const item of res.items as Array<{ id: string; status: string }>) {
          expect(item.status, who).toBe('completed');
          seen.push(item.id);
        }
      }
      expect(new Set(seen).size, who).toBe(total);
    }
    // A developer's tasks are their projects' and their own (decision 0075).
    const theirs = await count(sql`select count(*)::int as n from tasks where status = 'completed' and (assigned_to_id = ${developerId}
      or project_id in (select p.id from projects p where p.project_manager_id = ${developerId}
        or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${developerId})))`);
    expect((await list('status=completed&pageSize=1', developer)).total).toBe(theirs);
    expect((await list('status=completed&pageSize=1')).total).toBe(
      await count(sql`select count(*)::int as n from tasks where status = 'completed'`),
    );
    // With a search, as the board sends the list's filters.
    const searched = await list(`q=${TOKEN}&status=in_progress&pageSize=1&page=2`);
    expect(searched.total).toBe(2);
    expect(searched.items).toHaveLength(1);
  });
});

describe('list filters', () => {
  it('filters by priority and type', async () => {
    for (const [key, value] of [
      ['priority', 'high'],
      ['type', 'bug_fix'],
    ] as const) {
      const res = await list(`${key}=${value}&pageSize=200`);
      expect(res.total).toBe(await count(sql`select count(*)::int as n from tasks where ${sql.raw(key)} = ${value}`));
      expect(res.items.every((i: Record<string, string>) => i[key] === value)).toBe(true);
    }
  });

  it('filters by assignee, including unassigned', async () => {
    const unassigned = await list('assignedToId=unassigned&pageSize=200');
    expect(unassigned.total).toBe(await count(sql`select count(*)::int as n from tasks where assigned_to_id is null`));
    expect(unassigned.items.every((i: { assignedTo: unknown }) => i.assignedTo === null)).toBe(true);
    const mine = await list(`assignedToId=${developerId}&pageSize=200`);
    expect(mine.total).toBe(await count(sql`select count(*)::int as n from tasks where assigned_to_id = ${developerId}`));
    expect(mine.items.every((i: any) => i.assignedTo.id === developerId)).toBe(true);
  });

  it('filters by client, project (or none) and milestone (or none)', async () => {
    const byClient = await list(`clientId=${clientA.id}&pageSize=200`);
    expect(byClient.total).toBe(await count(sql`select count(*)::int as n from tasks where client_id = ${clientA.id}`));
    expect(byClient.items.every((i: any) => i.client.id === clientA.id && i.client.name === clientA.name)).toBe(true);

    const noProject = await list('projectId=none&pageSize=200');
    expect(noProject.total).toBe(await count(sql`select count(*)::int as n from tasks where project_id is null`));
    expect(noProject.items.every((i: any) => i.project === null)).toBe(true);

    const byProject = await list(`projectId=${projectA.id}&pageSize=200`);
    expect(byProject.total).toBe(await count(sql`select count(*)::int as n from tasks where project_id = ${projectA.id}`));
    expect(byProject.items.every((i: any) => i.project.id === projectA.id && i.project.name === projectA.name)).toBe(true);

    const noMilestone = await list('milestoneId=none&pageSize=1');
    expect(noMilestone.total).toBe(await count(sql`select count(*)::int as n from tasks where milestone_id is null`));
    const byMilestone = await fixtures(`milestoneId=${milestoneA.id}`);
    expect(byMilestone.items).toHaveLength(1);
    expect(byMilestone.items[0]).toMatchObject({ id: ids.pastDue, milestone: milestoneA, assignedTo: { id: developerId } });
  });

  it('lets tasks without a due date pass the date filters', async () => {
    const from = await fixtures('dueFrom=2500-01-01');
    expect(from.items.map((i: { id: string }) => i.id).sort()).toEqual([ids.future, ids.undated].sort());
    const to = await fixtures('dueTo=2001-01-01');
    expect(to.items.map((i: { id: string }) => i.id).sort()).toEqual([ids.pastDue, ids.undated].sort());
    const between = await fixtures('dueFrom=2001-01-02&dueTo=2001-01-02');
    expect(between.items.map((i: { id: string }) => i.id).sort()).toEqual([ids.pastDoneDone, ids.undated].sort());
    const all = await list('dueFrom=2020-01-01&dueTo=2020-12-31&pageSize=1');
    expect(all.total).toBe(
      await count(sql`select count(*)::int as n from tasks where due_date is null or due_date between '2020-01-01' and '2020-12-31'`),
    );
  });

  it('answers bad filters with 400 and the field, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['status=bogus', 'status'],
      ['status=overdue', 'status'],
      ['overdue=yes', 'overdue'],
      ['priority=urgent', 'priority'],
      ['type=x', 'type'],
      ['assignedToId=nobody', 'assignedToId'],
      ['projectId=1', 'projectId'],
      ['milestoneId=%27', 'milestoneId'],
      ['dueFrom=yesterday', 'dueFrom'],
      ['dueTo=2026-02-31', 'dueTo'],
      ['sort=random', 'sort'],
      ['dir=up', 'dir'],
      ['page=0', 'page'],
    ];
    for (const [query, field] of cases) {
      const res = await t.request(`/api/tasks?${query}`, { cookie: admin });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.json.error.fields), query).toContain(field);
    }
  });
});

describe('CSV export', () => {
  it('exports the filtered tasks with the list columns', async () => {
    const res = await t.request(`/api/tasks/export.csv?q=${TOKEN}&overdue=true&sort=title&dir=asc`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="tasks-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Title,Client,Project,Milestone,Assigned to,Type,Status,Priority,Due date,Updated');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${TOKEN} late in progress,`);
    expect(lines[1]).toContain(',in_progress,medium,2001-01-03,');
    expect(lines[2]).toContain(`${TOKEN} past due,`);
    expect(lines[2]).toContain(`,${projectA.name.includes(',') ? `"${projectA.name}"` : projectA.name},`);
    // The working status, not 'overdue' (which the due date says).
    expect(lines[2]).toContain(',pending,high,2001-01-01,');
  });

  it('refuses bad filters and exports only what the caller may see', async () => {
    expect((await t.request('/api/tasks/export.csv?status=nope', { cookie: admin })).status).toBe(400);
    const client = await t.as(DEMO_ACCOUNTS.client_primary);
    const res = await t.request('/api/tasks/export.csv', { cookie: client });
    expect(res.status).toBe(200);
    const own = await count(
      // The tasks they see (decision 0103): visible to the client, on a project that shares tasks.
      sql`select count(*)::int as n from tasks where client_id = (select client_id from users where email = ${DEMO_ACCOUNTS.client_primary})
        and client_visible and coalesce((select p.client_sees_tasks from projects p where p.id = tasks.project_id), true)`,
    );
    expect(res.text.trimEnd().split('\r\n')).toHaveLength(own + 1);
  });
});
