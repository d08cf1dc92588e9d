/**
 * A project's spent-vs-budget (decision 0048). The totals come from the time tallies (a row per month, kept by
 * triggers: decision 0050); the milestones' and tasks' figures from the per-task tallies (a row per task, kept by
 * the same kind of triggers: migration 0026). Money only for those who set billing rates
 * (seesBillingRates); client users get hours.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { seesBillingRates } from '../../../shared/policies/time';
import type { ProjectBudget } from '../../../shared/schemas/budgets';
import { projectScope } from '../../auth/scope';
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
}

export async function getProjectBudget(db: Db, user: CurrentUser, projectId: string): Promise<ProjectBudget> {
  // The three reads run together; nothing is returned unless the project is in the caller's scope.
  const [[project], spent, totals, milestoneRows] = await Promise.all([
    db
      .select({ budgetMinutes: projects.budgetMinutes, budgetMinor: projects.budgetMinor, currency: projects.currency })
      .from(projects)
      .where(and(eq(projects.id, projectId), projectScope(user))),
    db.execute<TaskSpent>(sql`
      select t.id as task_id, t.title, t.milestone_id, t.estimated_minutes, tt.minutes
      from time_task_tallies tt left join tasks t on t.id = tt.task_key
      where tt.project_id = ${projectId} and tt.entries > 0`),
    // Money in the project's currency only: time logged before a currency change is not added to a budget in another.
    db.execute<Totals>(sql`
      select coalesce(sum(t.minutes), 0) as minutes, coalesce(sum(t.billable_minutes), 0) as billable,
        coalesce(sum(t.billable_amount_minor) filter (where t.currency = p.currency), 0) as minor
      from projects p left join time_tallies t on t.project_id = p.id
      where p.id = ${projectId}`),
    db
      .select({ id: milestones.id, name: milestones.name, estimatedMinutes: milestones.estimatedMinutes })
      .from(milestones)
      .where(eq(milestones.projectId, projectId))
      .orderBy(asc(milestones.orderIndex), asc(milestones.createdAt)),
  ]);
  if (!project) throw notFound('Project');
  const money = seesBillingRates(user);
  const rows = (spent as { rows: TaskSpent[] }).rows.map((r) => ({ ...r, minutes: Number(r.minutes) }));
  const sums = (totals as { rows: Totals[] }).rows[0];

  const byMilestone = new Map<string | null, number>();
  for (const r of rows) byMilestone.set(r.milestone_id, (byMilestone.get(r.milestone_id) ?? 0) + r.minutes);
  const milestoneFigures: ProjectBudget['milestones'] = milestoneRows.map((m) => ({
    id: m.id,
    name: m.name,
    estimatedMinutes: m.estimatedMinutes,
    spentMinutes: byMilestone.get(m.id) ?? 0,
  }));
  const unplanned = byMilestone.get(null);
  if (unplanned) milestoneFigures.push({ id: null, name: 'No milestone', estimatedMinutes: null, spentMinutes: unplanned });

  const topTasks = rows
    .filter((r) => r.task_id !== null)
    .sort((a, b) => b.minutes - a.minutes || String(a.title).localeCompare(String(b.title)))
    .slice(0, TOP_TASKS)
    .map((r) => ({ id: r.task_id!, title: r.title ?? 'Untitled task', estimatedMinutes: r.estimated_minutes, spentMinutes: r.minutes }));

  return {
    projectId,
    spentMinutes: Number(sums?.minutes ?? 0),
    billableMinutes: Number(sums?.billable ?? 0),
    budgetMinutes: project.budgetMinutes,
    currency: money ? (project.currency as ProjectBudget['currency']) : null,
    spentMinor: money ? Number(sums?.minor ?? 0) : null,
    budgetMinor: money ? project.budgetMinor : null,
    milestones: milestoneFigures,
    topTasks,
  };
}
