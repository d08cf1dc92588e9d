/**
 * What a new time entry copies when it is created (decision 0045): its task's project and client, the billing rate in
 * force (the person's own rate on the project, else the project's), the project's currency and billable default, and
 * the person's cost rate. Later rate changes never touch entries already written.
 */
import { and, eq, sql } from 'drizzle-orm';
import { projectAssignments, projects, staffRates, tasks } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import type { EntryFacts } from '../../time-entry-facts';

export type { EntryFacts };

/** Null when the task does not exist or has no project: time is logged on a project's tasks only. */
export async function entryFacts(db: DbOrTx, taskId: string, userId: string): Promise<EntryFacts | null> {
  const [row] = await db
    .select({
      taskId: tasks.id,
      projectId: projects.id,
      clientId: projects.clientId,
      rateMinor: sql<number>`coalesce(${projectAssignments.hourlyRateMinor}, ${projects.hourlyRateMinor}, 0)`.mapWith(Number),
      currency: projects.currency,
      costRateMinor: sql<number>`coalesce(${staffRates.costRateMinor}, 0)`.mapWith(Number),
      billableByDefault: projects.billableByDefault,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(projectAssignments, and(eq(projectAssignments.projectId, projects.id), eq(projectAssignments.profileId, userId)))
    .leftJoin(staffRates, eq(staffRates.userId, userId))
    .where(eq(tasks.id, taskId));
  return row ?? null;
}
