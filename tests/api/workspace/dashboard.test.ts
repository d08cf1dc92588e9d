/** Every dashboard figure against an independent SQL count, written here by hand rather than with the scoping code. */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCIAL_ENTITY_TYPES } from '@server/activity';
import { queryRows } from '@server/db/client';
import { PROJECT_STATUSES } from '@shared/enums';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const num = async (query: SQL) => Number((await rows<{ n: number | string }>(query))[0]!.n);
const idList = async (query: SQL) => (await rows<{ id: string }>(query)).map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  // Something recent that concerns nobody's scope but the managers': the developer must not see it.
  await rows(sql`insert into activity_log (action, entity_type, summary, created_at)
                 values ('system.note', 'system', 'A note only managers see', now() + interval '1 minute')`);
  // Account security events belong to the audit log: nobody's Recent Activity shows them.
  await rows(sql`insert into activity_log (action, entity_type, summary, created_at)
                 values ('account.password_changed', 'user', 'Changed their password', now() + interval '2 minutes')`);
});
afterAll(() => t.close());

/** The caller's scope as plain SQL conditions on aliased tables p, t, c, m (communications), a (activity_log). */
function scopeFor(role: 'admin' | 'manager' | 'developer', me: SQL) {
  if (role !== 'developer') {
    return { project: sql`true`, task: sql`true`, client: sql`true`, comm: sql`true`, activity: sql`true` };
  }
  const mine = sql`(select p2.id from projects p2 where p2.project_manager_id = ${me}
                    or exists (select 1 from project_assignments pa where pa.project_id = p2.id and pa.profile_id = ${me}))`;
  const myClients = sql`(select p3.client_id from projects p3 where p3.id in ${mine})`;
  return {
    project: sql`p.id in ${mine}`,
    // Every task of their projects, and their own (decision 0075).
    task: sql`(t.assigned_to_id = ${me} or t.project_id in ${mine})`,
    client: sql`c.id in ${myClients}`,
    comm: sql`(m.user_id = ${me} or m.client_id in ${myClients})`,
    activity: sql`(a.actor_id = ${me} or a.client_id in ${myClients})`,
  };
}

const pastDue = sql`(t.due_date < current_date and t.status <> 'completed')`;

for (const role of ['admin', 'manager', 'developer'] as const) {
  describe(`the dashboard of the ${role}`, () => {
    it('matches independent SQL counts over their scope', async () => {
      const cookie = await t.as(DEMO_ACCOUNTS[role]);
      const res = await t.request('/api/dashboard', { cookie });
      expect(res.status).toBe(200);
      const d = res.json;
      const me = sql`(select id from users where email = ${DEMO_ACCOUNTS[role]})`;
      const s = scopeFor(role, me);

      expect(d.cards.activeProjects).toBe(await num(sql`select count(*) as n from projects p where ${s.project} and p.status = 'active'`));
      expect(d.cards.pendingTasks).toBe(
        await num(sql`select count(*) as n from tasks t where ${s.task} and t.status in ('pending', 'in_progress')`),
      );
      expect(d.cards.overdueTasks).toBe(await num(sql`select count(*) as n from tasks t where ${s.task} and ${pastDue}`));
      expect(d.cards.totalClients).toBe(await num(sql`select count(*) as n from clients c where ${s.client}`));
      if (role === 'admin') {
        // Per currency, never converted (decisions 0009, 0096): the demo's Canadian records are a figure of their own.
        const running = await rows<{ currency: string; n: string }>(sql`select currency, sum(amount_minor) as n from client_revenue
          where is_active and start_date <= current_date and (end_date is null or end_date >= current_date)
          group by currency order by currency = 'USD' desc, currency`); // the agency's (the demo's USD) first
        expect(running.map((r) => r.currency)).toContain('CAD');
        expect(d.cards.monthlyRevenue).toEqual(running.map((r) => ({ currency: r.currency, amountMinor: Number(r.n) })));
      } else {
        expect(d.cards).not.toHaveProperty('monthlyRevenue');
      }

      const byStatus: Record<string, number> = {};
      for (const status of PROJECT_STATUSES) {
        byStatus[status] = await num(sql`select count(*) as n from projects p where ${s.project} and p.status = ${status}`);
      }
      expect(d.projectStatus.byStatus).toEqual(byStatus);

      const active = await rows<{ id: string; completion_percentage: number; by_hand: boolean; total: number; done: number }>(
        sql`select p.id, p.completion_percentage, p.completion_override is not null as by_hand,
              (select count(*)::int from tasks t where t.project_id = p.id) as total,
              (select count(*)::int from tasks t where t.project_id = p.id and t.status = 'completed') as done
            from projects p where ${s.project} and p.status = 'active' order by p.completion_percentage, p.created_at desc, p.id desc limit 5`,
      );
      expect(d.projectStatus.projects).toEqual(
        active.map((p) => ({
          id: p.id,
          name: expect.any(String),
          completionPercentage: p.completion_percentage,
          completionSetByHand: p.by_hand,
          totalTasks: p.total,
          completedTasks: p.done,
        })),
      );
      // A project's figure is its share of tasks completed unless a manager set it by hand (decision 0027).
      const shown = d.projectStatus.projects as Array<{
        completionPercentage: number;
        completionSetByHand: boolean;
        completedTasks: number;
        totalTasks: number;
      }>;
      for (const p of shown.filter((x) => !x.completionSetByHand)) {
        expect(p.completionPercentage).toBe(p.totalTasks === 0 ? 0 : Math.round((100 * p.completedTasks) / p.totalTasks));
      }

      expect(d.profile).toEqual({
        assignedTasks: await num(sql`select count(*) as n from tasks where assigned_to_id = ${me}`),
        completedTasks: await num(sql`select count(*) as n from tasks where assigned_to_id = ${me} and status = 'completed'`),
      });

      const recent = await idList(sql`select t.id from tasks t where ${s.task} order by t.updated_at desc, t.id desc limit 5`);
      expect(d.recentTasks.map((x: { id: string }) => x.id)).toEqual(recent);
      for (const task of d.recentTasks) {
        expect(['pending', 'in_progress', 'completed']).toContain(task.status);
        expect(task.client).toMatchObject({ id: expect.any(String), name: expect.any(String) });
      }

      const comms = await idList(sql`select m.id from communications m where ${s.comm} order by m.created_at desc, m.id desc limit 5`);
      expect(d.recentCommunications.map((x: { id: string }) => x.id)).toEqual(comms);

      // Money events (invoices, quotes, schedules) only for admins, who view financials.
      const money = role === 'admin' ? sql`true` : sql`a.entity_type not in ${[...FINANCIAL_ENTITY_TYPES]}`;
      const activity = await idList(
        sql`select a.id from activity_log a where ${s.activity} and ${money} and a.action not like 'account.%' order by a.created_at desc, a.id desc limit 5`,
      );
      expect(activity.length).toBeGreaterThan(0);
      expect(d.recentActivity.map((x: { id: string }) => x.id)).toEqual(activity);
      expect(d.recentActivity.map((x: { summary: string }) => x.summary).includes('A note only managers see')).toBe(role !== 'developer');
    });
  });
}

describe('recent tasks', () => {
  it('marks a recent task overdue from its due date, keeping its status', async () => {
    const cookie = await t.as(DEMO_ACCOUNTS.manager);
    const [task] = await rows<{
      id: string;
    }>(sql`update tasks set status = 'pending', due_date = current_date - 3, updated_at = now() + interval '1 hour'
      where id = (select id from tasks order by id limit 1) returning id`);
    const d = (await t.request('/api/dashboard', { cookie })).json;
    expect(d.recentTasks[0]).toMatchObject({ id: task!.id, status: 'pending', isOverdue: true });
  });
});

describe('who may see the dashboard', () => {
  it('refuses client users and anonymous callers', async () => {
    expect((await t.request('/api/dashboard', { cookie: await t.as(DEMO_ACCOUNTS.client_primary) })).status).toBe(403);
    expect((await t.request('/api/dashboard', { cookie: await t.as(DEMO_ACCOUNTS.client_additional) })).status).toBe(403);
    expect((await t.request('/api/dashboard')).status).toBe(401);
  });
});
