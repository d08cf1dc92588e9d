/**
 * Reading time entries (decision 0046): the caller's scope as SQL, the filtered page newest first with the total of
 * its minutes, and one entry. What the caller may not read (note, rates, amounts, cost) is nulled here, once.
 */
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { amountForMinutes } from '@shared/durations';
import type { Currency, TimeEntryStatus } from '@shared/enums';
import { scopeOf } from '@shared/permissions';
import { seesBillingRates, seesCosts, timeEntryCan } from '@shared/policies/time';
import type { TimeEntry, TimeEntryList, TimeEntryListQuery } from '@shared/schemas/time';
import { projectShares, taskShownToClient } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { clients, projects, tasks, timeEntries as t, timeTallies, users } from '../../db/schema';
import { lookup } from '../../db/lookup';
import { equalsIf } from '../../db/search';
import type { DbOrTx } from '../../db/transaction';
import { found } from '../../errors';

/**
 * undefined: everyone's (managers). Staff: their own. Client users: their company's settled time (approved or
 * invoiced), never a draft that may still change.
 */
export function timeScope(user: CurrentUser): SQL | undefined {
  switch (scopeOf(user.role, 'time.view')) {
    case 'all':
      return undefined;
    case 'own':
      return eq(t.userId, user.id);
    case 'company':
      // ... on a project that shares its time, and never on a task kept from them (decision 0103).
      return user.clientId
        ? and(
            eq(t.clientId, user.clientId),
            sql`${t.status} in ('approved', 'invoiced')`,
            projectShares(t.projectId, 'time'),
            taskShownToClient(t.taskId),
          )
        : sql`false`;
    default:
      return sql`false`;
  }
}

type Ref = { id: string; name: string };
type Person = { id: string; firstName: string; lastName: string };

const columns = {
  id: t.id,
  userId: t.userId,
  workDate: t.workDate,
  startedAt: t.startedAt,
  endedAt: t.endedAt,
  minutes: t.minutes,
  note: t.note,
  billable: t.billable,
  status: t.status,
  currency: t.currency,
  rateMinor: t.rateMinor,
  costRateMinor: t.costRateMinor,
  invoiceId: t.invoiceId,
  billedMinutes: t.billedMinutes,
  billedAmountMinor: t.billedAmountMinor,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  // Lookups, not joins: four joins cost more to plan than the page costs to run (decision 0070). The project and
  // the client always exist (not null, cascading foreign keys); the task and the person may not (null).
  user: lookup<Person>(users, t.userId, { id: users.id, firstName: users.firstName, lastName: users.lastName }),
  task: lookup<Ref>(tasks, t.taskId, { id: tasks.id, name: tasks.title }),
  project: lookup<Ref>(projects, t.projectId, { id: projects.id, name: projects.name }) as SQL<Ref>,
  client: lookup<Ref>(clients, t.clientId, { id: clients.id, name: clients.name }) as SQL<Ref>,
};

function select(db: DbOrTx) {
  return db.select(columns).from(t);
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

/** The row as this caller may read it: hidden fields null. */
export function toEntry(user: CurrentUser, row: Row): TimeEntry {
  const status = row.status as TimeEntryStatus;
  const staffView = scopeOf(user.role, 'time.view') !== 'company';
  const billing = staffView && seesBillingRates(user);
  return {
    id: row.id,
    user: row.user,
    task: row.task,
    project: row.project,
    client: row.client,
    workDate: row.workDate,
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    minutes: row.minutes,
    running: row.minutes === null,
    note: staffView ? row.note : null,
    billable: row.billable,
    status,
    currency: row.currency as Currency,
    rateMinor: billing ? row.rateMinor : null,
    amountMinor: billing && row.minutes !== null ? amountForMinutes(row.minutes, row.rateMinor) : null,
    costRateMinor: staffView && seesCosts(user) ? row.costRateMinor : null,
    invoiceId: staffView ? row.invoiceId : null,
    billedMinutes: staffView ? row.billedMinutes : null,
    billedAmountMinor: billing ? row.billedAmountMinor : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: timeEntryCan(user, { userId: row.userId, status }),
  };
}

function where(user: CurrentUser, query: TimeEntryListQuery): SQL | undefined {
  return and(
    timeScope(user),
    equalsIf(t.userId, query.userId),
    equalsIf(t.projectId, query.projectId),
    equalsIf(t.taskId, query.taskId),
    equalsIf(t.status, query.status),
    query.billable === undefined ? undefined : eq(t.billable, query.billable),
    query.from ? gte(t.workDate, query.from) : undefined,
    query.to ? lte(t.workDate, query.to) : undefined,
  );
}

export async function listTimeEntries(db: Db, user: CurrentUser, query: TimeEntryListQuery): Promise<TimeEntryList> {
  const condition = where(user, query);
  const totals = totalsOf(db, user, query, condition);
  const [page, sums] = await Promise.all([
    pageOf(
      query,
      (limit, offset) =>
        select(db)
          .where(condition)
          // The newest work day first (a running timer is today's); the id makes the order total so pages never
          // overlap. Read off an index that ends in these columns, never by sorting every match.
          .orderBy(desc(t.workDate), desc(t.createdAt), desc(t.id))
          .limit(limit)
          .offset(offset),
      async () => (await totals).total,
    ),
    totals,
  ]);
  return { ...page, items: page.items.map((row) => toEntry(user, row)), totalMinutes: sums.minutes };
}

/**
 * The count behind the page and the minutes of every match. Everyone's time, whole or of one project (a manager's
 * project Time tab), is read off the time tallies (finished entries) plus the running timers (a partial index of a
 * few rows), instead of counting a busy project's 50,000 entries on every page; any other filter counts its matches.
 */
async function totalsOf(db: Db, user: CurrentUser, query: TimeEntryListQuery, condition: SQL | undefined) {
  const onlyProject =
    scopeOf(user.role, 'time.view') === 'all' &&
    !query.userId &&
    !query.taskId &&
    !query.status &&
    query.billable === undefined &&
    !query.from &&
    !query.to;
  if (!onlyProject) {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number), minutes: sql<number>`coalesce(sum(${t.minutes}), 0)`.mapWith(Number) })
      .from(t)
      .where(condition);
    return row!;
  }
  const [[finished], [running]] = await Promise.all([
    db
      .select({
        total: sql<number>`coalesce(sum(${timeTallies.entries}), 0)`.mapWith(Number),
        minutes: sql<number>`coalesce(sum(${timeTallies.minutes}), 0)`.mapWith(Number),
      })
      .from(timeTallies)
      .where(equalsIf(timeTallies.projectId, query.projectId)),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(t)
      .where(and(sql`${t.minutes} is null`, equalsIf(t.projectId, query.projectId))),
  ]);
  return { total: finished!.total + running!.total, minutes: finished!.minutes };
}

/** The stored row of an entry the caller can see, or 404. */
export async function findEntryInScope(db: DbOrTx, user: CurrentUser, id: string) {
  return found(
    await db
      .select()
      .from(t)
      .where(and(eq(t.id, id), timeScope(user))),
    'errors.notFound.timeEntry',
  );
}

export async function getTimeEntry(db: DbOrTx, user: CurrentUser, id: string): Promise<TimeEntry> {
  return toEntry(user, found(await select(db).where(eq(t.id, id)), 'errors.notFound.timeEntry'));
}

/** The caller's running entry (the unique index allows one), as they read it, or null. */
export async function runningEntryOf(db: DbOrTx, user: CurrentUser): Promise<TimeEntry | null> {
  const [row] = await select(db).where(and(eq(t.userId, user.id), sql`${t.minutes} is null`));
  return row ? toEntry(user, row) : null;
}
