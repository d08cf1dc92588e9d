/**
 * A project's spent-vs-budget (decision 0048). One pass over the project's finished entries, grouped by task on the
 * (project_id, work_date) index, gives the totals, the milestones' and the tasks' figures; the milestones are read
 * beside it. Money only for those who set billing rates (seesBillingRates); client users get hours.
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
  billable: string | number;
  minor: string | number;
}

export async function getProjectBudget(db: Db, user: CurrentUser, projectId: string): Promise<ProjectBudget> {
  // The three reads run together; nothing is returned unless the project is in the caller's scope.
  const [[project], spent, milestoneRows] = await Promise.all([
    db
      .select({ budgetMinutes: projects.budgetMinutes, budgetMinor: projects.budgetMinor, currency: projects.currency })
      .from(projects)
      .where(and(eq(projects.id, projectId), projectScope(user))),
    db.execute<TaskSpent>(sql`
      with per_task as (
        select e.task_id,
          sum(e.minutes) as minutes,
          coalesce(sum(e.minutes) filter (where e.billable), 0) as billable,
          coalesce(sum((e.minutes * e.rate_minor + 30) / 60) filter (where e.billable and e.currency = p.currency), 0) as minor
        from time_entries e join projects p on p.id = e.project_id
        where e.project_id = ${projectId} and e.minutes is not null
        group by e.task_id
      )
      select pt.task_id, t.title, t.milestone_id, t.estimated_minutes, pt.minutes, pt.billable, pt.minor
      from per_task pt left join tasks t on t.id = pt.task_id`),
    db
      .select({ id: milestones.id, name: milestones.name, estimatedMinutes: milestones.estimatedMinutes })
      .from(milestones)
      .where(eq(milestones.projectId, projectId))
      .orderBy(asc(milestones.orderIndex), asc(milestones.createdAt)),
  ]);
  if (!project) throw notFound('Project');
  const money = seesBillingRates(user);
  const rows = (spent as { rows: TaskSpent[] }).rows.map((r) => ({ ...r, minutes: Number(r.minutes), billable: Number(r.billable), minor: Number(r.minor) }));

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
    spentMinutes: rows.reduce((sum, r) => sum + r.minutes, 0),
    billableMinutes: rows.reduce((sum, r) => sum + r.billable, 0),
    budgetMinutes: project.budgetMinutes,
    currency: money ? (project.currency as ProjectBudget['currency']) : null,
    spentMinor: money ? rows.reduce((sum, r) => sum + r.minor, 0) : null,
    budgetMinor: money ? project.budgetMinor : null,
    milestones: milestoneFigures,
    topTasks,
  };
}
