/** Projects: the scoped list with its stat cards, the detail screen, and create / update / delete. */
import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CLIENT_PARTS,
  PROJECT_FIELD_NAMES,
  type ClientPart,
  type ClientSees,
  type ClientSeesInput,
  type CreateProjectInput,
  type ProjectDetail,
  type ProjectList,
  type ProjectListItem,
  type ProjectListQuery,
  type UpdateProjectInput,
} from '@shared/schemas/projects';
import { PROJECT_MANAGER_ROLES, projectCan } from '@shared/policies/projects';
import { seesBillingRates } from '@shared/policies/time';
import { createdEvent, writeRecorded } from '../../activity';
import { projectScope, readsAsClient, taskScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { clients, milestones, projects, tasks, users } from '../../db/schema';
import { tallied, tallies } from '../../db/list-tallies';
import { countWhere, newestFirst, pageOf } from '../../db/paging';
import { searchColumns } from '../../db/search';
import { taskStatusCounts } from '../../db/task-status';
import { notFound, validationFailed, type FieldErrors } from '../../errors';
import { manageableProject, projectInScope, requireManage } from './access';
import { projectMoney, rearmBudgetAlerts } from './money';
import { listTeam } from './team';

/** Who may manage a project (docs/product.md, Validation: manager choices are limited to these roles). */

const manager = alias(users, 'manager');

const listColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  status: projects.status,
  priority: projects.priority,
  startDate: projects.startDate,
  endDate: projects.endDate,
  completionPercentage: projects.completionPercentage,
  completionOverride: projects.completionOverride,
  hourlyRateMinor: projects.hourlyRateMinor,
  currency: projects.currency,
  billableByDefault: projects.billableByDefault,
  budgetMinutes: projects.budgetMinutes,
  budgetMinor: projects.budgetMinor,
  clientSeesTasks: projects.clientSeesTasks,
  clientSeesTime: projects.clientSeesTime,
  clientSeesBudget: projects.clientSeesBudget,
  clientSeesFiles: projects.clientSeesFiles,
  clientSeesTeam: projects.clientSeesTeam,
  clientSeesEstimates: projects.clientSeesEstimates,
  clientSeesExpenses: projects.clientSeesExpenses,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  clientId: clients.id,
  clientName: clients.name,
  clientContactPerson: clients.contactPerson,
  clientEmail: clients.email,
  managerId: manager.id,
  managerFirstName: manager.firstName,
  managerLastName: manager.lastName,
  managerEmail: manager.email,
};

function selectProjects(db: Db) {
  return db
    .select(listColumns)
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(manager, eq(manager.id, projects.projectManagerId));
}

type Row = Awaited<ReturnType<typeof selectProjects>>[number];

function toListItem(row: Row, user: CurrentUser): ProjectListItem {
  return {
    can: projectCan(user),
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status as ProjectListItem['status'],
    priority: row.priority as ProjectListItem['priority'],
    startDate: row.startDate,
    endDate: row.endDate,
    completionPercentage: row.completionPercentage,
    completionSetByHand: row.completionOverride !== null,
    client: { id: row.clientId, name: row.clientName },
    manager: row.managerId
      ? { id: row.managerId, firstName: row.managerFirstName ?? '', lastName: row.managerLastName ?? '', email: row.managerEmail ?? '' }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function filters(query: ProjectListQuery): SQL | undefined {
  return and(
    query.status ? eq(projects.status, query.status) : undefined,
    query.priority ? eq(projects.priority, query.priority) : undefined,
    // Every project has a client, so 'none' matches nothing.
    query.clientId === 'none' ? sql`false` : query.clientId ? eq(projects.clientId, query.clientId) : undefined,
    query.managerId === 'unassigned'
      ? isNull(projects.projectManagerId)
      : query.managerId
        ? eq(projects.projectManagerId, query.managerId)
        : undefined,
    searchColumns(query.q, [projects.name, projects.description]),
  );
}

const STAT_STATUSES = ['active', 'planning', 'completed'] as const;

/** The stat cards: the caller's whole scope, whatever the filters; the whole agency's are the list_tallies counts. */
async function projectStats(
  db: Db,
  scope: SQL | undefined,
  agency: Promise<Map<string, number>> | undefined,
): Promise<ProjectList['stats']> {
  if (agency) {
    const counts = await agency;
    return { total: tallied(counts), ...Object.fromEntries(STAT_STATUSES.map((s) => [s, tallied(counts, s)])) } as ProjectList['stats'];
  }
  const [row] = await db
    .select({
      total: count(),
      ...Object.fromEntries(STAT_STATUSES.map((s) => [s, sql<number>`count(*) filter (where ${projects.status} = ${s})`.mapWith(Number)])),
    })
    .from(projects)
    .where(scope);
  return row as ProjectList['stats'];
}

export async function listProjects(db: Db, user: CurrentUser, query: ProjectListQuery): Promise<ProjectList> {
  const scope = projectScope(user);
  const narrowed = filters(query);
  const where = and(scope, narrowed);
  // Read once: the whole agency's counts serve both the cards and a total filtered by status alone.
  const agency = scope === undefined ? tallies(db, 'projects') : undefined;
  const stats = projectStats(db, scope, agency);
  // Unfiltered, the total is the stat cards' total; the whole agency by status alone is in the tallies; else counted.
  const onlyStatus = !query.priority && !query.clientId && !query.managerId && !query.q;
  const total = async () =>
    narrowed === undefined
      ? (await stats).total
      : agency && onlyStatus && query.status
        ? tallied(await agency, query.status)
        : countWhere(db, projects, where);
  const [page, cards] = await Promise.all([
    pageOf(
      query,
      async (limit, offset) =>
        (
          await selectProjects(db)
            .where(where)
            .orderBy(...newestFirst(projects))
            .limit(limit)
            .offset(offset)
        ).map((row) => toListItem(row, user)),
      total,
    ),
    stats,
  ]);
  return { ...page, stats: cards };
}

function clientSeesOf(row: Row): ClientSees {
  return {
    tasks: row.clientSeesTasks,
    time: row.clientSeesTime,
    budget: row.clientSeesBudget,
    files: row.clientSeesFiles,
    team: row.clientSeesTeam,
    estimates: row.clientSeesEstimates,
    expenses: row.clientSeesExpenses,
  };
}

export async function getProject(db: Db, user: CurrentUser, id: string): Promise<ProjectDetail> {
  const asClient = readsAsClient(user);
  const [[row], [stats], team] = await Promise.all([
    selectProjects(db).where(and(eq(projects.id, id), projectScope(user))),
    db
      .select({
        totalTasks: taskStatusCounts.total,
        completedTasks: taskStatusCounts.completed,
        overdueTasks: taskStatusCounts.overdue,
        milestones: sql<number>`(select count(*) from ${milestones} where ${milestones.projectId} = ${id})`.mapWith(Number),
      })
      .from(tasks)
      // A client user counts the tasks they see (decision 0103).
      .where(and(eq(tasks.projectId, id), asClient ? taskScope(user) : undefined)),
    listTeam(db, id, seesBillingRates(user)),
  ]);
  // The stats and team queries ran alongside; they are only returned when the project is in scope.
  if (!row) throw notFound('errors.notFound.project');
  const clientSees = clientSeesOf(row);
  const money = projectMoney(row, user);
  return {
    ...toListItem(row, user),
    ...money,
    // The planned hours are the budget's: a client user reads them where the project shares its budget.
    budgetMinutes: asClient && !clientSees.budget ? null : money.budgetMinutes,
    clientSees,
    team: asClient && !clientSees.team ? [] : team,
    client: { id: row.clientId, name: row.clientName, contactPerson: row.clientContactPerson, email: row.clientEmail },
    stats: stats!,
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ProjectValues = Partial<typeof projects.$inferInsert>;

/** The client exists and the manager is an active manager, admin or super admin (the schema checked the dates). */
async function checkReferences(db: Db, input: { clientId?: string; projectManagerId?: string | null }) {
  const fields: FieldErrors = {};
  const [clientRows, managerRows] = await Promise.all([
    input.clientId ? db.select({ id: clients.id }).from(clients).where(eq(clients.id, input.clientId)) : Promise.resolve(null),
    input.projectManagerId
      ? db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, input.projectManagerId), eq(users.status, 'active'), inArray(users.role, [...PROJECT_MANAGER_ROLES])))
      : Promise.resolve(null),
  ]);
  if (clientRows && clientRows.length === 0) fields.clientId = 'A client must be selected';
  if (managerRows && managerRows.length === 0) fields.projectManagerId = 'Choose a manager, admin or super admin';
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

const PART_COLUMNS = {
  tasks: 'clientSeesTasks',
  time: 'clientSeesTime',
  budget: 'clientSeesBudget',
  files: 'clientSeesFiles',
  team: 'clientSeesTeam',
  estimates: 'clientSeesEstimates',
  expenses: 'clientSeesExpenses',
} as const satisfies Record<ClientPart, keyof ProjectValues>;

function toValues(input: UpdateProjectInput & Record<string, unknown>): ProjectValues {
  const values: ProjectValues = {};
  const sees = (input.clientSees ?? {}) as ClientSeesInput;
  for (const part of CLIENT_PARTS) if (sees[part] !== undefined) values[PART_COLUMNS[part]] = sees[part];
  for (const key of PROJECT_FIELD_NAMES) {
    // The completion is stored apart, below.
    if (key === 'completionPercentage') continue;
    // Empty values are stored as null (the schema turns '' into null already).
    if (key in input) (values as Record<string, unknown>)[key] = input[key] ?? null;
  }
  // A completion sent is the override; null goes back to following the tasks. The database keeps the shown figure.
  if ('completionPercentage' in input) values.completionOverride = (input.completionPercentage as number | null | undefined) ?? null;
  return values;
}

export async function createProject(db: Db, user: CurrentUser, input: CreateProjectInput): Promise<ProjectDetail> {
  requireManage(user);
  await checkReferences(db, input);
  const values = toValues(input as UpdateProjectInput & Record<string, unknown>);
  const [row] = await writeRecorded(
    db,
    (tx) =>
      tx
        .insert(projects)
        .values(values as typeof projects.$inferInsert)
        .returning({ id: projects.id, name: projects.name, clientId: projects.clientId }),
    ([created]) => createdEvent(user.id, 'project', created!, `Created the project ${created!.name}`),
  );
  return getProject(db, user, row!.id);
}

/** Fields absent from `input` stay as they are. */
export async function updateProject(db: Db, user: CurrentUser, id: string, input: UpdateProjectInput): Promise<ProjectDetail> {
  const project = await manageableProject(db, user, id);
  await checkReferences(db, input);
  const values = toValues(input as UpdateProjectInput & Record<string, unknown>);
  // One date may change on its own: check the pair as it will be stored.
  const startDate = 'startDate' in values ? values.startDate : project.startDate;
  const endDate = 'endDate' in values ? values.endDate : project.endDate;
  if (startDate && endDate && endDate < startDate) throw validationFailed({ endDate: 'errors.projects.endDateAfterStart' });
  const clientId = values.clientId ?? project.clientId;
  const update = async (tx: Tx) => {
    if (Object.keys(values).length > 0) await tx.update(projects).set(values).where(eq(projects.id, id));
    await rearmBudgetAlerts(tx, id, values);
  };
  await writeRecorded(db, update, {
    actorId: user.id,
    action: 'project.updated',
    entityType: 'project',
    entityId: id,
    clientId,
    summary: `Updated the project ${values.name ?? project.name}`,
    metadata: { fields: Object.keys(values) },
  });
  return getProject(db, user, id);
}

export async function deleteProject(db: Db, user: CurrentUser, id: string): Promise<void> {
  const project = await manageableProject(db, user, id);
  // Milestones, assignments and tasks go with it (ON DELETE CASCADE).
  await writeRecorded(db, (tx) => tx.delete(projects).where(eq(projects.id, id)), {
    actorId: user.id,
    action: 'project.deleted',
    entityType: 'project',
    entityId: id,
    clientId: project.clientId,
    summary: `Deleted the project ${project.name}`,
  });
}

export { projectInScope };
