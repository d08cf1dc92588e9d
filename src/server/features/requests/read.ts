/** Reading client requests: the scoped, filtered, sorted list with its stat cards, and one request. */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Priority, RequestStatus, TaskStatus } from '@shared/enums';
import { requestCan } from '@shared/policies/requests';
import type { RequestDetail, RequestList, RequestListItem, RequestListQuery, RequestStats } from '@shared/schemas/requests';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { tallied, tallies } from '../../db/list-tallies';
import { clientRequests as r, clients, NO_TALLY_KEY, projects, tasks, users } from '../../db/schema';
import { lookup } from '../../db/lookup';
import { equalsIf, searchColumns } from '../../db/search';
import type { DbOrTx } from '../../db/transaction';
import { found } from '../../errors';
import { requestScope } from './scope';
import { readsAsClient, taskShownToClient } from '../../auth/scope';

type Ref = { id: string; name: string };
type Person = { id: string; firstName: string; lastName: string };
const person = { id: users.id, firstName: users.firstName, lastName: users.lastName };

const columns = {
  id: r.id,
  number: r.number,
  title: r.title,
  description: r.description,
  priority: r.priority,
  status: r.status,
  decidedAt: r.decidedAt,
  declineReason: r.declineReason,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  createdById: r.createdById,
  // Lookups, not joins: five joins cost ten times the page's run time to plan (decision 0070). The client and the
  // project always exist (not null, cascading foreign keys); the people and the task may be gone (null).
  client: lookup<Ref>(clients, r.clientId, { id: clients.id, name: clients.name }) as SQL<Ref>,
  project: lookup<Ref>(projects, r.projectId, { id: projects.id, name: projects.name }) as SQL<Ref>,
  createdBy: lookup<Person>(users, r.createdById, person),
  decidedBy: lookup<Person>(users, r.decidedById, person),
  task: lookup<Ref & { status: string }>(tasks, r.taskId, { id: tasks.id, name: tasks.title, status: tasks.status }),
  taskShown: sql<boolean>`${taskShownToClient(r.taskId)}`,
};

function select(db: DbOrTx) {
  return db.select(columns).from(r);
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toItem(user: CurrentUser, row: Row): RequestListItem {
  const { createdById, task: made, taskShown, ...rest } = row;
  // The task made from it, unless staff have since kept it from the client (decision 0103).
  const task = made && (taskShown || !readsAsClient(user)) ? made : null;
  const status = row.status as RequestStatus;
  return {
    ...rest,
    status,
    priority: row.priority as Priority,
    task: task ? { ...task, status: task.status as TaskStatus } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: requestCan(user, { status, createdById }),
  };
}

/** The caller's scope and every filter but the status, all on the requests table, so the counts need no join. */
function filtersWhere(user: CurrentUser, query: RequestListQuery): SQL | undefined {
  return and(
    requestScope(user),
    equalsIf(r.priority, query.priority),
    equalsIf(r.clientId, query.clientId),
    equalsIf(r.projectId, query.projectId),
    searchColumns(query.q, [r.title, r.description]),
  );
}

const PRIORITY_RANK = sql`(case ${r.priority} when 'high' then 3 when 'medium' then 2 else 1 end)`;

function orderBy(sort: RequestListQuery['sort'], dir: RequestListQuery['dir']): SQL[] {
  const direction = dir === 'asc' ? asc : desc;
  // The id makes the order total, so pages never repeat or skip a row.
  const tiebreak = direction(r.id);
  switch (sort) {
    case 'priority':
      return [direction(PRIORITY_RANK), desc(r.createdAt), tiebreak];
    case 'title':
      return [direction(sql`lower(${r.title})`), tiebreak];
    case 'updated':
      return [direction(r.updatedAt), tiebreak];
    default:
      return [direction(r.createdAt), tiebreak];
  }
}

const countOf = (status: RequestStatus) => sql<number>`count(*) filter (where ${r.status} = ${status})`.mapWith(Number);
const statColumns = {
  total: sql<number>`count(*)`.mapWith(Number),
  open: countOf('open'),
  accepted: countOf('accepted'),
  declined: countOf('declined'),
};

/**
 * The cards from list_tallies (migration 0035) when the list is everything a manager sees, or one client's: a few
 * rows instead of counting every request on each page (decision 0064).
 */
async function talliedStats(db: Db, clientId: string | undefined): Promise<RequestStats> {
  const counts = await tallies(db, 'requests', clientId ?? NO_TALLY_KEY);
  return {
    total: tallied(counts),
    open: tallied(counts, 'open'),
    accepted: tallied(counts, 'accepted'),
    declined: tallied(counts, 'declined'),
  };
}

export async function listRequests(db: Db, user: CurrentUser, query: RequestListQuery): Promise<RequestList> {
  const base = filtersWhere(user, query);
  const condition = and(base, equalsIf(r.status, query.status));
  const talliesAnswer = requestScope(user) === undefined && !query.priority && !query.projectId && !query.q;
  // One aggregate gives the cards and the total behind the page, unless the tallies hold them.
  const stats: Promise<RequestStats> = talliesAnswer
    ? talliedStats(db, query.clientId)
    : db
        .select(statColumns)
        .from(r)
        .where(base)
        .then((rows) => rows[0]!);
  const [page, cards] = await Promise.all([
    pageOf(
      query,
      (limit, offset) =>
        select(db)
          .where(condition)
          .orderBy(...orderBy(query.sort, query.dir))
          .limit(limit)
          .offset(offset),
      async () => {
        const s = await stats;
        return query.status ? s[query.status] : s.total;
      },
    ),
    stats,
  ]);
  return { ...page, items: page.items.map((row) => toItem(user, row)), stats: cards };
}

/** The stored row of a request the caller can see, or 404. */
export async function findRequestInScope(db: DbOrTx, user: CurrentUser, id: string) {
  return found(
    await db
      .select()
      .from(r)
      .where(and(eq(r.id, id), requestScope(user))),
    'errors.notFound.request',
  );
}

export async function getRequest(db: DbOrTx, user: CurrentUser, id: string): Promise<RequestDetail> {
  return toItem(user, found(await select(db).where(and(eq(r.id, id), requestScope(user))), 'errors.notFound.request'));
}
