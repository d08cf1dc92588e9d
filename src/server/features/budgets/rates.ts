/**
 * People's cost rates and weekly capacity (decision 0048), and a person's billing rate on a project. The cost rate
 * lives in staff_rates, apart from users, and only these admin routes read it; time entries copy it when created
 * (src/server/features/time/entry-facts.ts), so changing it never rewrites logged time.
 */
import { and, eq } from 'drizzle-orm';
import { mayManageProjects } from '@shared/policies/projects';
import type { TeamRateInput, UserRates, UserRatesInput } from '@shared/schemas/budgets';
import { STAFF_ROLES } from '@shared/roles';
import { recordActivity } from '../../activity';
import { projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { projectAssignments, projects, staffRates, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';

/** The defaults a person has until an admin sets theirs (the table's defaults). */
const DEFAULT_CAPACITY_MINUTES = 2400;

/** Only staff have cost rates: a client user's id is not found here. */
async function staffMember(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
  if (!row || !(STAFF_ROLES as readonly string[]).includes(row.role)) throw notFound('errors.notFound.user');
}

export async function getUserRates(db: Db, id: string): Promise<UserRates> {
  await staffMember(db, id);
  const [row] = await db.select().from(staffRates).where(eq(staffRates.userId, id));
  return {
    userId: id,
    costRateMinor: row?.costRateMinor ?? 0,
    weeklyCapacityMinutes: row?.weeklyCapacityMinutes ?? DEFAULT_CAPACITY_MINUTES,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function setUserRates(db: Db, id: string, input: UserRatesInput): Promise<UserRates> {
  await staffMember(db, id);
  const values = { costRateMinor: input.costRateMinor, weeklyCapacityMinutes: input.weeklyCapacityMinutes, updatedAt: new Date() };
  await db
    .insert(staffRates)
    .values({ userId: id, ...values })
    .onConflictDoUpdate({ target: staffRates.userId, set: values });
  return getUserRates(db, id);
}

/** A team member's own rate on a project: 404 outside the caller's scope, then 403 without projects.manage. */
export async function setTeamRate(db: Db, user: CurrentUser, projectId: string, assignmentId: string, input: TeamRateInput): Promise<void> {
  const [project] = await db
    .select({ id: projects.id, name: projects.name, clientId: projects.clientId })
    .from(projects)
    .where(and(eq(projects.id, projectId), projectScope(user)));
  if (!project) throw notFound('errors.notFound.project');
  if (!mayManageProjects(user)) throw forbidden();
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(projectAssignments)
      .set({ hourlyRateMinor: input.hourlyRateMinor })
      .where(and(eq(projectAssignments.id, assignmentId), eq(projectAssignments.projectId, projectId)))
      .returning({ profileId: projectAssignments.profileId });
    if (!changed) throw notFound('errors.notFound.teamMember');
    // The activity names no amount: client users may read a project's activity.
    await recordActivity(tx, {
      actorId: user.id,
      action: 'project.member_rate_changed',
      entityType: 'project',
      entityId: projectId,
      clientId: project.clientId,
      summary: `Changed a team member's hourly rate on ${project.name}`,
      metadata: { profileId: changed.profileId },
    });
  });
}
