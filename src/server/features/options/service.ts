/** Choices for the forms' selects, each scoped to the caller in SQL. At most 1000 rows each. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { can } from '@shared/permissions';
import { STAFF_ROLES, isStaffRole } from '@shared/roles';
import type { ClientOption, MilestoneOption, ProjectOption, UserOption } from '@shared/schemas/options';
import { clientScope, projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, milestones, projects, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';

const LIMIT = 1000;

function requireView(user: CurrentUser, capability: 'clients.view' | 'projects.view') {
  if (!can(user.role, capability)) throw forbidden();
}

export async function clientOptions(db: Db, user: CurrentUser): Promise<ClientOption[]> {
  requireView(user, 'clients.view');
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(clientScope(user))
    .orderBy(sql`lower(${clients.name})`, asc(clients.id))
    .limit(LIMIT);
}

export async function projectOptions(db: Db, user: CurrentUser, clientId?: string): Promise<ProjectOption[]> {
  requireView(user, 'projects.view');
  return db
    .select({ id: projects.id, name: projects.name, clientId: projects.clientId })
    .from(projects)
    .where(and(projectScope(user), clientId ? eq(projects.clientId, clientId) : undefined))
    .orderBy(sql`lower(${projects.name})`, asc(projects.id))
    .limit(LIMIT);
}

export async function milestoneOptions(db: Db, user: CurrentUser, projectId: string): Promise<MilestoneOption[]> {
  requireView(user, 'projects.view');
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), projectScope(user)));
  if (!project) throw notFound('errors.notFound.project');
  return db
    .select({ id: milestones.id, name: milestones.name, projectId: milestones.projectId })
    .from(milestones)
    .where(eq(milestones.projectId, projectId))
    .orderBy(asc(milestones.orderIndex), asc(milestones.createdAt), asc(milestones.id))
    .limit(LIMIT);
}

/** Active staff, optionally of some roles: for assignee and manager selects. Client users may not list staff. */
export async function userOptions(db: Db, user: CurrentUser, roles?: string[]): Promise<UserOption[]> {
  if (!isStaffRole(user.role)) throw forbidden();
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(eq(users.status, 'active'), inArray(users.role, roles?.length ? roles : [...STAFF_ROLES])))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(LIMIT);
}
