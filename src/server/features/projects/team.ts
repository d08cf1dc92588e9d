/** A project's team: its manager (always first, not removable) and the people assigned to it. */
import { and, asc, eq, inArray, ne, or, isNull, sql } from 'drizzle-orm';
import type { AddTeamMemberInput, EligibleMember, TeamMember } from '@shared/schemas/projects';
import { seesBillingRates } from '@shared/policies/time';
import { STAFF_ROLES } from '@shared/roles';
import { recordActivity } from '../../activity';
import { readsAsClient } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { projectAssignments, projects, users } from '../../db/schema';
import { conflict, notFound, validationFailed } from '../../errors';
import { manageableProject, projectInScope } from './access';

/** Who may join a project team (docs/product.md, Validation): every staff role, active. */
const TEAM_ROLES: readonly string[] = STAFF_ROLES;

/**
 * The team of a project the caller has already been allowed to see. `showRates`: whether the caller sets billing
 * rates (seesBillingRates); otherwise each person's rate on the project is null (decision 0048).
 */
export async function listTeam(db: Db, projectId: string, showRates = false): Promise<TeamMember[]> {
  const [managerRows, assigned] = await Promise.all([
    db
      .select({ profileId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, globalRole: users.role })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.projectManagerId))
      .where(eq(projects.id, projectId)),
    db
      .select({
        id: projectAssignments.id,
        profileId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: projectAssignments.role,
        globalRole: users.role,
        hourlyRateMinor: projectAssignments.hourlyRateMinor,
      })
      .from(projectAssignments)
      .innerJoin(users, eq(users.id, projectAssignments.profileId))
      .innerJoin(projects, eq(projects.id, projectAssignments.projectId))
      // The manager is listed once, as the manager, even if also assigned.
      .where(
        and(
          eq(projectAssignments.projectId, projectId),
          or(isNull(projects.projectManagerId), ne(projects.projectManagerId, projectAssignments.profileId)),
        ),
      )
      .orderBy(asc(projectAssignments.createdAt), asc(projectAssignments.id)),
  ]);
  const team: TeamMember[] = managerRows.map((m) => ({ ...m, id: null, role: 'manager', isProjectManager: true, hourlyRateMinor: null }));
  for (const a of assigned) {
    team.push({ ...a, role: a.role as TeamMember['role'], isProjectManager: false, hourlyRateMinor: showRates ? a.hourlyRateMinor : null });
  }
  return team;
}

export async function getTeam(db: Db, user: CurrentUser, projectId: string): Promise<TeamMember[]> {
  const project = await projectInScope(db, user, projectId);
  // A project that keeps its team from the client lists nobody to its client's users (decision 0103).
  if (readsAsClient(user) && !project.sharesTeam) return [];
  return listTeam(db, projectId, seesBillingRates(user));
}

function eligibleWhere(projectId: string, projectManagerId: string | null) {
  return and(
    eq(users.status, 'active'),
    inArray(users.role, [...TEAM_ROLES]),
    projectManagerId ? ne(users.id, projectManagerId) : undefined,
    sql`not exists (select 1 from project_assignments pa where pa.project_id = ${projectId} and pa.profile_id = ${users.id})`,
  );
}

export async function listEligible(db: Db, user: CurrentUser, projectId: string): Promise<EligibleMember[]> {
  const project = await manageableProject(db, user, projectId);
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
    .from(users)
    .where(eligibleWhere(projectId, project.projectManagerId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(1000);
}

export async function addTeamMember(db: Db, user: CurrentUser, projectId: string, input: AddTeamMemberInput): Promise<TeamMember> {
  const project = await manageableProject(db, user, projectId);
  const [person] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.id, input.profileId), eq(users.status, 'active'), inArray(users.role, [...TEAM_ROLES])));
  if (!person || person.id === project.projectManagerId) throw validationFailed({ profileId: 'errors.projects.pleaseSelectTeamMember' });
  const role = input.role ?? 'developer';
  const assignment = await db.transaction(async (tx) => {
    // The unique (project, person) key settles double clicks.
    const [added] = await tx
      .insert(projectAssignments)
      .values({ projectId, profileId: person.id, role })
      .onConflictDoNothing()
      .returning({ id: projectAssignments.id });
    if (!added) throw conflict('errors.projects.alreadyTeam', { profileId: 'errors.projects.alreadyTeam' });
    await recordActivity(tx, {
      actorId: user.id,
      action: 'project.member_added',
      entityType: 'project',
      entityId: projectId,
      clientId: project.clientId,
      summary: `Added ${person.firstName} ${person.lastName} to ${project.name} as ${role}`,
      metadata: { profileId: person.id, role },
    });
    return added;
  });
  return {
    id: assignment.id,
    profileId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    role,
    globalRole: person.role,
    isProjectManager: false,
    hourlyRateMinor: null,
  };
}

export async function removeTeamMember(db: Db, user: CurrentUser, projectId: string, assignmentId: string): Promise<void> {
  const project = await manageableProject(db, user, projectId);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(projectAssignments)
      .where(and(eq(projectAssignments.id, assignmentId), eq(projectAssignments.projectId, projectId)))
      .returning({ profileId: projectAssignments.profileId });
    if (!removed) throw notFound('errors.notFound.teamMember');
    const [person] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, removed.profileId));
    await recordActivity(tx, {
      actorId: user.id,
      action: 'project.member_removed',
      entityType: 'project',
      entityId: projectId,
      clientId: project.clientId,
      summary: `Removed ${person ? `${person.firstName} ${person.lastName}` : 'a member'} from ${project.name}`,
      metadata: { profileId: removed.profileId },
    });
  });
}
