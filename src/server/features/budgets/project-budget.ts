/**
 * A project's spent-vs-budget (decision 0048). The totals come from the time tallies (a row per month, kept by
 * triggers: decision 0050); the milestones' and tasks' figures from the per-task tallies (a row per task, kept by
 * the same kind of triggers: migration 0026). Money only for those who set billing rates
 * (seesBillingRates); client users get hours, and of settled time only (approved or invoiced, as their Time tab
 * lists it): the tallies count every finished entry, open drafts included, so a client's figures are summed from the
 * entries themselves (one project's, off the project index). The money spent adds the cost before tax of the
 * project's approved and invoiced expenses in its currency (decision 0120); client users see no money, so no expense.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { scopeOf } from '@shared/permissions';
import { seesBillingRates } from '@shared/policies/time';
import type { ProjectBudget } from '@shared/schemas/budgets';
import { projectScope, taskShownToClient } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { milestones, projects } from '../../db/schema';
import { notFound } from '../../errors';

/** How many tasks the card lists. */
export const TOP_TASKS = 8;

interface TaskSpent extends Record<string, unknown> {
  task_id: string | null;
  title: string | null;
  milestone_id: string | null;
  estimated_minutes: number | null;
  minutes: string | number;
}

interface Totals extends Record<string, unknown> {
  minutes: string | number;
  billable: string | number;
  minor: string | number;
  expenses: string | number;
}

/** Every finished entry per task, off the tallies (the team's view). */
const allTaskTime = (projectId: string) => sql`
  select t.id as task_id, t.title, t.milestone_id, t.estimated_minutes, tt.minutes
  from time_task_tallies tt left join tasks t on t.id = tt.task_key
  where tt.project_id = ${projectId} and tt.entries > 0`;

// Money in the project's currency only: time logged, or an expense paid, in another is never converted into it.
const allTotals = (projectId: string) => sql`
  select coalesce(sum(t.minutes), 0) as minutes, coalesce(sum(t.billable_minutes), 0) as billable,
    coalesce(sum(t.billable_amount_minor) filter (where t.currency = p.currency), 0) as minor,
    (select coalesce(sum(e.net_minor), 0) from expenses e
      where e.project_id = p.id and e.currency = p.currency and e.status in ('approved', 'invoiced')) as expenses
  from projects p left join time_tallies t on t.project_id = p.id
  where p.id = ${projectId}
  group by p.id, p.currency`;

/**
 * Settled entries only (a client's view): a draft may still change or never be approved; and of those, only time the
 * client's Time tab lists, never a task kept from them (decision 0103), so the card and the tab agree.
 */
const SETTLED = sql`e.minutes is not null and e.status in ('approved', 'invoiced') and ${taskShownToClient(sql`e.task_id`)}`;

const settledTaskTime = (projectId: string) => sql`
  select t.id as task_id, t.title, t.milestone_id, t.estimated_minutes, s.minutes
  from (select task_id, sum(e.minutes) as minutes from time_entries e
        where e.project_id = ${projectId} and ${SETTLED} group by task_id) s
  left join tasks t on t.id = s.task_id`;

// Client users never see money, so the amounts are left at 0: no expense's cost reaches them (decision 0120).
const settledTotals = (projectId: string) => sql`
  select coalesce(sum(e.minutes), 0) as minutes, coalesce(sum(e.minutes) filter (where e.billable), 0) as billable, 0 as minor,
    0 as expenses
  from time_entries e where e.project_id = ${projectId} and ${SETTLED}`;

export async function getProjectBudget(db: Db, user: CurrentUser, projectId: string): Promise<ProjectBudget> {
  const settledOnly = scopeOf(user.role, 'time.view') === 'company';
  // The reads run together; nothing is returned unless the project is in the caller's scope.
  const [[project], spent, totals, milestoneRows] = await Promise.all([
    db
      .select({
        budgetMinutes: projects.budgetMinutes,
        budgetMinor: projects.budgetMinor,
        currency: projects.currency,
        sharesBudget: projects.clientSeesBudget,
        sharesEstimates: projects.clientSeesEstimates,
      })
      .from(projects)
      .where(and(eq(projects.id, projectId), projectScope(user))),
    db.execute<TaskSpent>(settledOnly ? settledTaskTime(projectId) : allTaskTime(projectId)),
    db.execute<Totals>(settledOnly ? settledTotals(projectId) : allTotals(projectId)),
    db
      .select({ id: milestones.id, name: milestones.name, estimatedMinutes: milestones.estimatedMinutes })
      .from(milestones)
      .where(eq(milestones.projectId, projectId))
      .orderBy(asc(milestones.orderIndex), asc(milestones.createdAt)),
  ]);
  // A client user reads the card only where the project shares its budget, its estimates only where it shares those.
  if (!project || (settledOnly && !project.sharesBudget)) throw notFound('errors.notFound.project');
  const estimates = !settledOnly || project.sharesEstimates;
  const money = seesBillingRates(user);
  const rows = (spent as { rows: TaskSpent[] }).rows.map((r) => ({ ...r, minutes: Number(r.minutes) }));
  const sums = (totals as { rows: Totals[] }).rows[0];

  const byMilestone = new Map<string | null, number>();
  for (const r of rows) byMilestone.set(r.milestone_id, (byMilestone.get(r.milestone_id) ?? 0) + r.minutes);
  const milestoneFigures: ProjectBudget['milestones'] = milestoneRows.map((m) => ({
    id: m.id,
    name: m.name,
    estimatedMinutes: estimates ? m.estimatedMinutes : null,
    spentMinutes: byMilestone.get(m.id) ?? 0,
  }));
  const unplanned = byMilestone.get(null);
  if (unplanned) milestoneFigures.push({ id: null, name: 'No milestone', estimatedMinutes: null, spentMinutes: unplanned });

  const topTasks = rows
    .filter((r) => r.task_id !== null)
    .sort((a, b) => b.minutes - a.minutes || String(a.title).localeCompare(String(b.title)))
    .slice(0, TOP_TASKS)
    .map((r) => ({
      id: r.task_id!,
      title: r.title ?? 'Untitled task',
      estimatedMinutes: estimates ? r.estimated_minutes : null,
      spentMinutes: r.minutes,
    }));

  return {
    projectId,
    spentMinutes: Number(sums?.minutes ?? 0),
    billableMinutes: Number(sums?.billable ?? 0),
    budgetMinutes: project.budgetMinutes,
    currency: money ? (project.currency as ProjectBudget['currency']) : null,
    spentMinor: money ? Number(sums?.minor ?? 0) + Number(sums?.expenses ?? 0) : null,
    expensesMinor: money ? Number(sums?.expenses ?? 0) : null,
    budgetMinor: money ? project.budgetMinor : null,
    milestones: milestoneFigures,
    topTasks,
  };
}
