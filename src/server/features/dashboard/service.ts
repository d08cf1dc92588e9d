/** The overview dashboard in one request: independent scoped aggregates run side by side. */
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PROJECT_STATUSES } from '../../../shared/enums';
import { can } from '../../../shared/permissions';
import { isStaffRole } from '../../../shared/roles';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { TaskListItem } from '../../../shared/schemas/tasks';
import { clientScope, communicationScope, projectScope, taskScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { activityLog, clientRevenue, clients, communications, milestones, projects, tasks, users } from '../../db/schema';
import { forbidden } from '../../errors';

const RECENT = 5;

/** Overdue is derived in one place: past due and not completed. */
const pastDue = sql`(${tasks.dueDate} < current_date and ${tasks.status} <> 'completed')`;
/** The status screens show: 'overdue' when past due, else what is stored. */
const shownStatus = sql<string>`case when ${pastDue} then 'overdue' else ${tasks.status} end`;

const toBool = (v: unknown) => v === true || v === 't' || v === 'true';
const num = (v: unknown) => Number(v ?? 0);

async function taskFigures(db: Db, user: CurrentUser) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${shownStatus} in ('pending', 'in_progress'))`.mapWith(num),
      overdue: sql<number>`count(*) filter (where ${shownStatus} = 'overdue')`.mapWith(num),
      assigned: sql<number>`count(*) filter (where ${tasks.assignedToId} = ${user.id})`.mapWith(num),
      assignedCompleted: sql<number>`count(*) filter (where ${tasks.assignedToId} = ${user.id} and ${tasks.status} = 'completed')`.mapWith(num),
    })
    .from(tasks)
    .where(taskScope(user));
  return row!;
}

async function projectFigures(db: Db, user: CurrentUser) {
  const [row] = await db
    .select(
      Object.fromEntries(
        PROJECT_STATUSES.map((s) => [s, sql<number>`count(*) filter (where ${projects.status} = ${s})`.mapWith(num)]),
      ) as Record<(typeof PROJECT_STATUSES)[number], ReturnType<typeof sql<number>>>,
    )
    .from(projects)
    .where(projectScope(user));
  return row as Record<(typeof PROJECT_STATUSES)[number], number>;
}

async function clientCount(db: Db, user: CurrentUser) {
  const [row] = await db.select({ n: count() }).from(clients).where(clientScope(user));
  return row?.n ?? 0;
}

/** Whole USD of the revenue records running today (active, started, not ended). */
async function monthlyRevenue(db: Db) {
  const r = clientRevenue;
  const [row] = await db
    .select({ total: sql<number>`round(coalesce(sum(${r.amountMinor}), 0) / 100.0)`.mapWith(num) })
    .from(r)
    .where(and(eq(r.isActive, true), sql`${r.startDate} <= current_date`, sql`(${r.endDate} is null or ${r.endDate} >= current_date)`));
  return row!.total;
}

const assignee = alias(users, 'assignee');

async function recentTasks(db: Db, user: CurrentUser): Promise<TaskListItem[]> {
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      description: tasks.description,
      type: tasks.type,
      status: shownStatus,
      storedStatus: tasks.status,
      isOverdue: sql<boolean>`coalesce(${pastDue}, false)`.mapWith(toBool),
      priority: tasks.priority,
      dueDate: tasks.dueDate,
      clientId: clients.id,
      clientName: clients.name,
      projectId: projects.id,
      projectName: projects.name,
      milestoneId: milestones.id,
      milestoneName: milestones.name,
      assigneeId: assignee.id,
      assigneeFirstName: assignee.firstName,
      assigneeLastName: assignee.lastName,
      createdAt: tasks.createdAt,
      updatedAt: tasks.updatedAt,
    })
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(milestones, eq(milestones.id, tasks.milestoneId))
    .leftJoin(assignee, eq(assignee.id, tasks.assignedToId))
    .where(taskScope(user))
    .orderBy(desc(tasks.updatedAt), desc(tasks.id))
    .limit(RECENT);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    type: r.type as TaskListItem['type'],
    status: r.status as TaskListItem['status'],
    storedStatus: r.storedStatus as TaskListItem['storedStatus'],
    isOverdue: r.isOverdue,
    priority: r.priority as TaskListItem['priority'],
    dueDate: r.dueDate,
    client: { id: r.clientId, name: r.clientName },
    project: r.projectId ? { id: r.projectId, name: r.projectName ?? '' } : null,
    milestone: r.milestoneId ? { id: r.milestoneId, name: r.milestoneName ?? '' } : null,
    assignedTo: r.assigneeId ? { id: r.assigneeId, firstName: r.assigneeFirstName ?? '', lastName: r.assigneeLastName ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

async function recentCommunications(db: Db, user: CurrentUser): Promise<Dashboard['recentCommunications']> {
  const c = communications;
  const rows = await db
    .select({
      id: c.id,
      subject: c.subject,
      type: c.type,
      direction: c.direction,
      createdAt: c.createdAt,
      clientId: clients.id,
      clientName: clients.name,
      userId: users.id,
      userFirstName: users.firstName,
      userLastName: users.lastName,
    })
    .from(c)
    .innerJoin(clients, eq(clients.id, c.clientId))
    .leftJoin(users, eq(users.id, c.userId))
    .where(communicationScope(user))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(RECENT);
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    type: r.type as Dashboard['recentCommunications'][number]['type'],
    direction: r.direction as Dashboard['recentCommunications'][number]['direction'],
    createdAt: r.createdAt.toISOString(),
    client: { id: r.clientId, name: r.clientName },
    user: r.userId ? { id: r.userId, firstName: r.userFirstName ?? '', lastName: r.userLastName ?? '' } : null,
  }));
}

/** Up to 5 active projects, least complete first; the task counts are taken for those 5 only. */
async function activeProjects(db: Db, user: CurrentUser): Promise<Dashboard['projectStatus']['projects']> {
  const picked = db
    .select({ id: projects.id, name: projects.name, completionPercentage: projects.completionPercentage, createdAt: projects.createdAt })
    .from(projects)
    .where(and(projectScope(user), eq(projects.status, 'active')))
    .orderBy(projects.completionPercentage, desc(projects.createdAt), desc(projects.id))
    .limit(RECENT)
    .as('picked');
  const rows = await db
    .select({
      id: picked.id,
      name: picked.name,
      completionPercentage: picked.completionPercentage,
      totalTasks: sql<number>`count(${tasks.id})`.mapWith(num),
      completedTasks: sql<number>`count(${tasks.id}) filter (where ${tasks.status} = 'completed')`.mapWith(num),
    })
    .from(picked)
    .leftJoin(tasks, eq(tasks.projectId, picked.id))
    .groupBy(picked.id, picked.name, picked.completionPercentage, picked.createdAt)
    .orderBy(picked.completionPercentage, desc(picked.createdAt), desc(picked.id));
  return rows;
}

/** Managers see every event; others the events of the clients in their scope and their own actions. */
async function recentActivity(db: Db, user: CurrentUser): Promise<Dashboard['recentActivity']> {
  const a = activityLog;
  const scope = clientScope(user);
  const visible = scope
    ? or(eq(a.actorId, user.id), sql`${a.clientId} in (select ${clients.id} from ${clients} where ${scope})`)
    : undefined;
  const rows = await db
    .select({
      id: a.id,
      action: a.action,
      summary: a.summary,
      createdAt: a.createdAt,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(a)
    .leftJoin(users, eq(users.id, a.actorId))
    .where(visible)
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(RECENT);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    summary: r.summary,
    createdAt: r.createdAt.toISOString(),
    actor: r.actorId ? { id: r.actorId, firstName: r.actorFirstName ?? '', lastName: r.actorLastName ?? '' } : null,
  }));
}

export async function getDashboard(db: Db, user: CurrentUser): Promise<Dashboard> {
  // Client users have their own dashboard.
  if (!isStaffRole(user.role)) throw forbidden();
  const showRevenue = can(user.role, 'financials.view');
  const [taskRow, byStatus, totalClients, revenue, recent, comms, projectList, activity] = await Promise.all([
    taskFigures(db, user),
    projectFigures(db, user),
    clientCount(db, user),
    showRevenue ? monthlyRevenue(db) : Promise.resolve(undefined),
    recentTasks(db, user),
    recentCommunications(db, user),
    activeProjects(db, user),
    recentActivity(db, user),
  ]);
  return {
    cards: {
      activeProjects: byStatus.active,
      pendingTasks: taskRow.pending,
      overdueTasks: taskRow.overdue,
      totalClients,
      ...(revenue !== undefined && { monthlyRevenue: revenue }),
    },
    recentTasks: recent,
    recentCommunications: comms,
    projectStatus: { byStatus, projects: projectList },
    profile: { assignedTasks: taskRow.assigned, completedTasks: taskRow.assignedCompleted },
    recentActivity: activity,
  };
}
