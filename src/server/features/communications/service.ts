/** Reading communications: the scoped, filtered, newest-first list with its stat tiles, the CSV export and one record. */
import { and, eq, gte, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type {
  CommunicationDetail,
  CommunicationDirection,
  CommunicationList,
  CommunicationListItem,
  CommunicationListQuery,
  CommunicationStats,
} from '@shared/schemas/communications';
import type { CommunicationType } from '@shared/enums';
import { scopeOf } from '@shared/permissions';
import { clientScope, communicationScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import {
  COMMUNICATIONS_NEWEST_FIRST,
  communicationHeading,
  communicationParties,
  readerContextOf,
  readerLabel,
  type ReaderContext,
} from '../../db/communication-rows';
import { tallied, tallies } from '../../db/list-tallies';
import { pageOf } from '../../db/paging';
import { clients, communications, users } from '../../db/schema';
import { searchAny } from '../../db/search';
import { found } from '../../errors';
import { communicationCan } from '@shared/policies/communications';

export const EXPORT_LIMIT = 100_000;
const DAY_MS = 86_400_000;

export type CommunicationFilters = Omit<CommunicationListQuery, 'page' | 'pageSize'>;

const c = communications;

const columns = {
  ...communicationHeading,
  content: c.content,
  fromEmail: c.fromEmail,
  toEmail: c.toEmail,
  attachmentsCount: c.attachmentsCount,
  duration: c.duration,
  meetingStartsAt: c.meetingStartsAt,
  meetingEndsAt: c.meetingEndsAt,
  staffOnly: c.staffOnly,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  userId: c.userId,
  ...communicationParties,
};

function select(db: Db) {
  return db.select(columns).from(c).innerJoin(clients, eq(clients.id, c.clientId)).leftJoin(users, eq(users.id, c.userId));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toItem(user: CurrentUser, row: Row, reader: ReaderContext | null): CommunicationListItem {
  const { userId, ...rest } = row;
  return {
    ...rest,
    readerLabel: readerLabel(reader, row),
    type: row.type as CommunicationType,
    direction: row.direction as CommunicationDirection,
    meetingStartsAt: row.meetingStartsAt?.toISOString() ?? null,
    meetingEndsAt: row.meetingEndsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: communicationCan(user, { userId }),
  };
}

/** The first moment of a calendar day in the caller's zone (offset as getTimezoneOffset() gives it). */
function startOfDay(day: string, tzOffset: number, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + plusDays * DAY_MS + tzOffset * 60_000);
}

/** The caller's scope and the filters, all on the communications table (so the aggregate needs no join). */
function where(user: CurrentUser, query: CommunicationFilters): SQL | undefined {
  return and(
    communicationScope(user),
    query.type ? eq(c.type, query.type) : undefined,
    query.direction ? eq(c.direction, query.direction) : undefined,
    query.clientId ? eq(c.clientId, query.clientId) : undefined,
    query.userId ? eq(c.userId, query.userId) : undefined,
    query.dateFrom ? gte(c.createdAt, startOfDay(query.dateFrom, query.tzOffset)) : undefined,
    // The whole end day: everything before the next day's first moment.
    query.dateTo ? lt(c.createdAt, startOfDay(query.dateTo, query.tzOffset, 1)) : undefined,
    searchAny(query.q, [c.subject, c.content]),
  );
}

const countOf = (type: CommunicationType) => sql<number>`count(*) filter (where ${c.type} = ${type})`.mapWith(Number);
const statColumns = {
  total: sql<number>`count(*)`.mapWith(Number),
  email: countOf('email'),
  call: countOf('call'),
  meeting: countOf('meeting'),
  chat: countOf('chat'),
};

function statsOf(counts: Map<string, number>, type: CommunicationType | undefined): CommunicationStats {
  const of = (t: CommunicationType) => (type && type !== t ? 0 : tallied(counts, t));
  return {
    total: type ? tallied(counts, type) : tallied(counts),
    email: of('email'),
    call: of('call'),
    meeting: of('meeting'),
    chat: of('chat'),
  };
}

/**
 * The stat tiles from list_tallies when the list is the caller's whole scope narrowed by type alone (or, with the
 * unrestricted scope, by one client); undefined when it must be counted. The assigned scope (auth/scope.ts: what they
 * logged, plus the communications of the clients of their projects, i.e. the clients clientScope gives them) is the
 * tallies of those clients plus their own communications with other clients: the scope's OR of a subquery cannot use
 * an index, so counting it read all 200k rows.
 */
async function talliedStats(db: Db, user: CurrentUser, query: CommunicationListQuery): Promise<CommunicationStats | undefined> {
  if (query.direction || query.userId || query.dateFrom || query.dateTo || query.q) return undefined;
  if (communicationScope(user) === undefined) return statsOf(await tallies(db, 'communications', query.clientId), query.type);
  const assigned = scopeOf(user.role, 'communications.view') === 'assigned' && scopeOf(user.role, 'clients.view') === 'assigned';
  if (!assigned || query.clientId) return undefined;
  // Resolved once: the scope's subqueries cost more than the two small reads that use the result.
  const theirClients = (await db.select({ id: clients.id }).from(clients).where(clientScope(user))).map((r) => r.id);
  const [counts, own] = await Promise.all([
    theirClients.length ? tallies(db, 'communications', theirClients) : new Map<string, number>(),
    db
      .select({ type: c.type, n: sql<number>`count(*)`.mapWith(Number) })
      .from(c)
      .where(and(eq(c.userId, user.id), theirClients.length ? notInArray(c.clientId, theirClients) : undefined))
      .groupBy(c.type),
  ]);
  for (const { type, n } of own) counts.set(type, (counts.get(type) ?? 0) + n);
  return statsOf(counts, query.type);
}

export async function listCommunications(db: Db, user: CurrentUser, query: CommunicationListQuery): Promise<CommunicationList> {
  const condition = where(user, query);
  // One aggregate gives the five tiles and the total behind the page, unless the tallies have them.
  const stats: Promise<CommunicationStats> = talliedStats(db, user, query).then(
    async (kept) => kept ?? (await db.select(statColumns).from(c).where(condition))[0]!,
  );
  const [page, tiles, reader] = await Promise.all([
    pageOf(
      query,
      (limit, offset) =>
        select(db)
          .where(condition)
          .orderBy(...COMMUNICATIONS_NEWEST_FIRST)
          .limit(limit)
          .offset(offset),
      async () => (await stats).total,
    ),
    stats,
    readerContextOf(db, user),
  ]);
  return { ...page, items: page.items.map((row) => toItem(user, row, reader)), stats: tiles };
}

export async function exportCommunications(db: Db, user: CurrentUser, query: CommunicationFilters): Promise<CommunicationListItem[]> {
  const rows = await select(db)
    .where(where(user, query))
    .orderBy(...COMMUNICATIONS_NEWEST_FIRST)
    .limit(EXPORT_LIMIT);
  const reader = await readerContextOf(db, user);
  return rows.map((row) => toItem(user, row, reader));
}

/** The stored row of a communication the caller can see, or 404. */
export async function findCommunicationInScope(db: Db, user: CurrentUser, id: string) {
  return found(
    await db
      .select()
      .from(c)
      .where(and(eq(c.id, id), communicationScope(user))),
    'errors.notFound.communication',
  );
}

export async function getCommunication(db: Db, user: CurrentUser, id: string): Promise<CommunicationDetail> {
  const [rows, reader] = await Promise.all([select(db).where(and(eq(c.id, id), communicationScope(user))), readerContextOf(db, user)]);
  return toItem(user, found(rows, 'errors.notFound.communication'), reader);
}
