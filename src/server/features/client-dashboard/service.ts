/**
 * The client dashboard in one request: independent aggregates over the caller's company, run side by side. Every
 * query is scoped in SQL by projectScope / taskScope / communicationScope, which give client roles their company.
 */
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { isClientRole, STAFF_ROLES, TEAM_ROLE_TITLES, type StaffRole } from '@shared/roles';
import {
  CLIENT_DASHBOARD_PROJECTS,
  CLIENT_DASHBOARD_RECENT_COMMUNICATIONS,
  CLIENT_DASHBOARD_RECENT_TASKS,
  CONTENT_PREVIEW_LENGTH,
  EMPTY_CLIENT_DASHBOARD,
  type ClientDashboard,
} from '@shared/schemas/client-dashboard';
import { communicationScope, projectScope, taskScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { COMMUNICATIONS_NEWEST_FIRST, communicationHeading, readerContextOf, readerLabel } from '../../db/communication-rows';
import { communications, projectAssignments, projectMessages, projects, tasks, users } from '../../db/schema';
import { selectTasks, toTaskListItem } from '../../db/task-rows';
import { taskStatusCounts } from '../../db/task-status';
import { forbidden } from '../../errors';

// Work in progress first: what a client checks on is what is moving, then what is waiting, then what is done.
const statusRank = sql`case ${projects.status} when 'active' then 0 when 'on_hold' then 1 when 'planning' then 2
  when 'completed' then 3 else 4 end`;

async function yourProjects(db: Db, user: CurrentUser): Promise<ClientDashboard['projects']> {
  const [items, [counted]] = await Promise.all([
    db
      .select({
        id: projects.id,
        name: projects.name,
        status: projects.status,
        completionPercentage: projects.completionPercentage,
        endDate: projects.endDate,
      })
      .from(projects)
      .where(projectScope(user))
      .orderBy(statusRank, desc(projects.createdAt), desc(projects.id))
      .limit(CLIENT_DASHBOARD_PROJECTS),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(projects)
      .where(projectScope(user)),
  ]);
  return { items: items as ClientDashboard['projects']['items'], total: counted?.n ?? 0 };
}

/**
 * The project whose Conversation "Message the team" opens: the one with the newest message the client may read, else
 * the first in progress (the Your Projects order); null when the company has no project.
 */
async function conversationProject(db: Db, user: CurrentUser): Promise<ClientDashboard['conversation']> {
  const m = projectMessages;
  const latest = sql`(select max(${m.createdAt}) from ${m} where ${m.projectId} = ${projects.id} and ${m.internal} = false)`;
  const [row] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(projectScope(user))
    .orderBy(sql`${latest} desc nulls last`, statusRank, desc(projects.createdAt), desc(projects.id))
    .limit(1);
  return row ?? null;
}

/**
 * The same cards as the Tasks screen (db/task-status): completed, in progress and pending add up to the total, and
 * overdue (past due, not completed) counts across them, as the marker does on every task.
 */
async function taskCounts(db: Db, user: CurrentUser): Promise<ClientDashboard['taskCounts']> {
  const [row] = await db.select(taskStatusCounts).from(tasks).where(taskScope(user));
  return row!;
}

async function recentTasks(db: Db, user: CurrentUser): Promise<ClientDashboard['recentTasks']> {
  const rows = await selectTasks(db, {
    where: taskScope(user),
    orderBy: [desc(tasks.updatedAt), desc(tasks.id)],
    limit: CLIENT_DASHBOARD_RECENT_TASKS,
  });
  return rows.map((row) => toTaskListItem(row, user));
}

/**
 * "Project managers and assigned members of the client's projects with a development role" (docs/product.md, Screens and access). The
 * development roles are the settings screen's development group (docs/product.md, Roles and permissions): super_admin, admin, manager,
 * developer, designer, support, i.e. STAFF_ROLES; client users are never on the team. Deactivated accounts are left
 * out: a client should not be told to write to someone who has left. Each person once, by first name.
 */
async function yourTeam(db: Db, user: CurrentUser): Promise<ClientDashboard['team']> {
  // Of the projects that share their team with the client (decision 0103).
  const scope = and(projectScope(user), eq(projects.clientSeesTeam, true));
  const managers = db.select({ id: projects.projectManagerId }).from(projects).where(scope);
  const assigned = db
    .select({ id: projectAssignments.profileId })
    .from(projectAssignments)
    .innerJoin(projects, eq(projects.id, projectAssignments.projectId))
    .where(scope);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatarUrl: users.avatarUrl,
      role: users.role,
    })
    .from(users)
    .where(
      and(
        inArray(users.role, [...STAFF_ROLES]),
        ne(users.status, 'inactive'),
        or(inArray(users.id, managers), inArray(users.id, assigned)),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => {
    const role = r.role as StaffRole;
    return { ...r, role, roleTitle: TEAM_ROLE_TITLES[role] };
  });
}

async function recentCommunications(db: Db, user: CurrentUser): Promise<ClientDashboard['recentCommunications']> {
  const c = communications;
  const rows = await db
    .select({
      ...communicationHeading,
      // Only the start travels: the card shows a preview, the full text is on /communications.
      preview: sql<string | null>`nullif(trim(left(${c.content}, ${CONTENT_PREVIEW_LENGTH})), '')`,
      fromEmail: c.fromEmail,
      createdAt: c.createdAt,
    })
    .from(c)
    .where(communicationScope(user))
    .orderBy(...COMMUNICATIONS_NEWEST_FIRST)
    .limit(CLIENT_DASHBOARD_RECENT_COMMUNICATIONS);
  const reader = rows.length > 0 ? await readerContextOf(db, user) : null;
  return rows.map(
    ({ fromEmail, ...r }) =>
      ({
        ...r,
        readerLabel: readerLabel(reader, { ...r, fromEmail }) ?? '',
        createdAt: r.createdAt.toISOString(),
      }) as ClientDashboard['recentCommunications'][number],
  );
}

export async function getClientDashboard(db: Db, user: CurrentUser): Promise<ClientDashboard> {
  // Staff have the overview dashboard; this one is their client's view.
  if (!isClientRole(user.role)) throw forbidden();
  // A client role without a company should not exist (a check constraint ties the two), but if it does the page is
  // empty rather than an error; the scopes would match nothing anyway.
  if (!user.clientId) return EMPTY_CLIENT_DASHBOARD;
  const [projectList, counts, recent, team, comms, conversation] = await Promise.all([
    yourProjects(db, user),
    taskCounts(db, user),
    recentTasks(db, user),
    yourTeam(db, user),
    recentCommunications(db, user),
    conversationProject(db, user),
  ]);
  return { projects: projectList, taskCounts: counts, recentTasks: recent, team, recentCommunications: comms, conversation };
}
