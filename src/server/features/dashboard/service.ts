/** The overview dashboard in one request: independent scoped aggregates run side by side. */
import { and, count, desc, eq, notInArray, notLike, or, sql, type SQL } from 'drizzle-orm';
import { PROJECT_STATUSES } from '@shared/enums';
import { can } from '@shared/permissions';
import { isStaffRole } from '@shared/roles';
import type { Dashboard } from '@shared/schemas/dashboard';
import type { TaskListItem } from '@shared/schemas/tasks';
import { FINANCIAL_ENTITY_TYPES, SECURITY_ACTION_PATTERNS } from '../../activity';
import { ACTIVITY_NEWEST_FIRST, activityActor, activityActorJoin } from '../../db/activity-rows';
import { clientScope, communicationScope, projectScope, taskScope, taskScopeTally } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { COMMUNICATIONS_NEWEST_FIRST, communicationHeading, communicationParties } from '../../db/communication-rows';
import { activityLog, clients, communications, projects, tasks, users } from '../../db/schema';
import { tallied, tallies } from '../../db/list-tallies';
import { selectTasks, toTaskListItem } from '../../db/task-rows';
import { tallyCounts, taskStatusCounts, type TallyKey } from '../../db/task-status';
import { preparedPerDatabase } from '../../db/prepared';
import { withCompiledRows } from '../../db/row-mapper';
import { forbidden } from '../../errors';
import { monthlyRevenue, revenueChart } from './revenue-figures';

const RECENT = 5;

// A caller who sees everything (scope undefined) sends the same statements as every other such caller: those are
// prepared once per database (db/prepared.ts); a scoped caller's carry its scope and are built per request.

const num = (v: unknown) => Number(v ?? 0);

/** The task cards and the profile's counts, summed from the task tallies (decision 0017), not counted over tasks. */
async function taskFigures(db: Db, user: CurrentUser) {
  const scope = taskScopeTally(user);
  const mine: TallyKey = { dimension: 'assignee', key: user.id };
  const [visible, own] = await Promise.all([
    // No one tally slice holds an assigned-scope user's tasks (their projects' and their own): counted over tasks.
    scope
      ? tallyCounts(db, scope)
      : db
          .select(taskStatusCounts)
          .from(tasks)
          .where(taskScope(user))
          .then((r) => r[0]!),
    tallyCounts(db, mine),
  ]);
  return { pending: visible.pending + visible.inProgress, overdue: visible.overdue, assigned: own.total, assignedCompleted: own.completed };
}

async function projectFigures(db: Db, user: CurrentUser) {
  const scope = projectScope(user);
  // The whole agency's are kept in list_tallies rather than counted over every project.
  if (scope === undefined) {
    const counts = await tallies(db, 'projects');
    return Object.fromEntries(PROJECT_STATUSES.map((s) => [s, tallied(counts, s)])) as Record<(typeof PROJECT_STATUSES)[number], number>;
  }
  const [row] = await db
    .select(
      Object.fromEntries(
        PROJECT_STATUSES.map((s) => [s, sql<number>`count(*) filter (where ${projects.status} = ${s})`.mapWith(num)]),
      ) as Record<(typeof PROJECT_STATUSES)[number], ReturnType<typeof sql<number>>>,
    )
    .from(projects)
    .where(scope);
  return row as Record<(typeof PROJECT_STATUSES)[number], number>;
}

const clientCountQuery = (db: Db, scope: SQL | undefined) => db.select({ n: count() }).from(clients).where(scope);
const allClientsCount = preparedPerDatabase((db) => clientCountQuery(db, undefined).prepare('dashboard_client_count'));

async function clientCount(db: Db, user: CurrentUser) {
  const scope = clientScope(user);
  const [row] = await (scope ? clientCountQuery(db, scope) : allClientsCount(db).execute());
  return row?.n ?? 0;
}

const recentTasksQuery = (db: Db, scope: SQL | undefined) =>
  selectTasks(db, { where: scope, orderBy: [desc(tasks.updatedAt), desc(tasks.id)], limit: RECENT });
const allRecentTasks = preparedPerDatabase((db) => withCompiledRows(recentTasksQuery(db, undefined).prepare('dashboard_recent_tasks')));

async function recentTasks(db: Db, user: CurrentUser): Promise<TaskListItem[]> {
  const scope = taskScope(user);
  const rows = await (scope ? recentTasksQuery(db, scope) : allRecentTasks(db).execute());
  return rows.map((row) => toTaskListItem(row, user));
}

const recentCommunicationsQuery = (db: Db, scope: SQL | undefined) =>
  db
    .select({ ...communicationHeading, createdAt: communications.createdAt, ...communicationParties })
    .from(communications)
    .innerJoin(clients, eq(clients.id, communications.clientId))
    .leftJoin(users, eq(users.id, communications.userId))
    .where(scope)
    .orderBy(...COMMUNICATIONS_NEWEST_FIRST)
    .limit(RECENT);
const allRecentCommunications = preparedPerDatabase((db) =>
  withCompiledRows(recentCommunicationsQuery(db, undefined).prepare('dashboard_recent_communications')),
);

async function recentCommunications(db: Db, user: CurrentUser): Promise<Dashboard['recentCommunications']> {
  const scope = communicationScope(user);
  const rows = await (scope ? recentCommunicationsQuery(db, scope) : allRecentCommunications(db).execute());
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }) as Dashboard['recentCommunications'][number]);
}

/** Up to 5 active projects, least complete first; the task counts are taken for those 5 only. */
async function activeProjects(db: Db, user: CurrentUser): Promise<Dashboard['projectStatus']['projects']> {
  const scope = projectScope(user);
  return scope ? activeProjectsQuery(db, scope) : allActiveProjects(db).execute();
}

const allActiveProjects = preparedPerDatabase((db) =>
  withCompiledRows(activeProjectsQuery(db, undefined).prepare('dashboard_active_projects')),
);

function activeProjectsQuery(db: Db, scope: SQL | undefined) {
  const picked = db
    .select({
      id: projects.id,
      name: projects.name,
      completionPercentage: projects.completionPercentage,
      setByHand: sql<boolean>`${projects.completionOverride} is not null`.as('set_by_hand'),
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(and(scope, eq(projects.status, 'active')))
    .orderBy(projects.completionPercentage, desc(projects.createdAt), desc(projects.id))
    .limit(RECENT)
    .as('picked');
  return db
    .select({
      id: picked.id,
      name: picked.name,
      completionPercentage: picked.completionPercentage,
      completionSetByHand: sql<boolean>`bool_or(${picked.setByHand})`.mapWith((v: unknown) => v === true || v === 't' || v === 'true'),
      totalTasks: sql<number>`count(${tasks.id})`.mapWith(num),
      completedTasks: sql<number>`count(${tasks.id}) filter (where ${tasks.status} = 'completed')`.mapWith(num),
    })
    .from(picked)
    .leftJoin(tasks, eq(tasks.projectId, picked.id))
    .groupBy(picked.id, picked.name, picked.completionPercentage, picked.createdAt)
    .orderBy(picked.completionPercentage, desc(picked.createdAt), desc(picked.id));
}

/** Managers see every event; others the events of the clients in their scope and their own actions. */
async function recentActivity(db: Db, user: CurrentUser): Promise<Dashboard['recentActivity']> {
  const scope = clientScope(user);
  const money = can(user.role, 'financials.view');
  const rows = await (scope
    ? recentActivityQuery(db, activityVisible(money, user.id, scope))
    : allRecentActivity[money ? 1 : 0]!(db).execute());
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

function activityVisible(money: boolean, userId: string, scope: SQL | undefined) {
  const a = activityLog;
  return and(
    scope ? or(eq(a.actorId, userId), sql`${a.clientId} in (select ${clients.id} from ${clients} where ${scope})`) : undefined,
    // Revenue and invoice events name amounts: only for those who may see money.
    money ? undefined : notInArray(a.entityType, [...FINANCIAL_ENTITY_TYPES]),
    ...SECURITY_ACTION_PATTERNS.map((pattern) => notLike(a.action, pattern)),
  );
}

const recentActivityQuery = (db: Db, visible: SQL | undefined) =>
  db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      summary: activityLog.summary,
      createdAt: activityLog.createdAt,
      actor: activityActor,
    })
    .from(activityLog)
    .leftJoin(users, activityActorJoin)
    .where(visible)
    .orderBy(...ACTIVITY_NEWEST_FIRST)
    .limit(RECENT);

/** Every client's events, without and with the ones that name amounts. */
const allRecentActivity = [false, true].map((money) =>
  preparedPerDatabase((db) =>
    withCompiledRows(
      recentActivityQuery(db, activityVisible(money, '', undefined)).prepare(`dashboard_recent_activity${money ? '_with_money' : ''}`),
    ),
  ),
);

export async function getDashboard(db: Db, user: CurrentUser): Promise<Dashboard> {
  // Client users have their own dashboard.
  if (!isStaffRole(user.role)) throw forbidden();
  const showRevenue = can(user.role, 'financials.view');
  const [taskRow, byStatus, totalClients, revenue, recent, comms, projectList, activity, chart] = await Promise.all([
    taskFigures(db, user),
    projectFigures(db, user),
    clientCount(db, user),
    showRevenue ? monthlyRevenue(db) : Promise.resolve(undefined),
    recentTasks(db, user),
    recentCommunications(db, user),
    activeProjects(db, user),
    recentActivity(db, user),
    showRevenue ? revenueChart(db) : Promise.resolve(undefined),
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
    ...(chart !== undefined && { revenueChart: chart }),
  };
}
