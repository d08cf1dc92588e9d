/** Reading communications: the scoped, filtered, newest-first list with its stat tiles, the CSV export and one record. */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type {
  CommunicationDetail,
  CommunicationDirection,
  CommunicationList,
  CommunicationListItem,
  CommunicationListQuery,
  CommunicationStats,
} from '../../../shared/schemas/communications';
import type { CommunicationType } from '../../../shared/enums';
import { communicationScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { clients, communications, users } from '../../db/schema';
import { searchAny } from '../../db/search';
import { notFound } from '../../errors';
import { communicationAbilities } from './rules';

export const EXPORT_LIMIT = 100_000;
const DAY_MS = 86_400_000;

export type CommunicationFilters = Omit<CommunicationListQuery, 'page' | 'pageSize'>;

const c = communications;

const columns = {
  id: c.id,
  type: c.type,
  direction: c.direction,
  subject: c.subject,
  content: c.content,
  fromEmail: c.fromEmail,
  toEmail: c.toEmail,
  attachmentsCount: c.attachmentsCount,
  duration: c.duration,
  meetingStartsAt: c.meetingStartsAt,
  meetingEndsAt: c.meetingEndsAt,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  userId: c.userId,
  client: { id: clients.id, name: clients.name },
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

function select(db: Db) {
  return db.select(columns).from(c).innerJoin(clients, eq(clients.id, c.clientId)).leftJoin(users, eq(users.id, c.userId));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toItem(user: CurrentUser, row: Row): CommunicationListItem {
  const { userId, ...rest } = row;
  return {
    ...rest,
    type: row.type as CommunicationType,
    direction: row.direction as CommunicationDirection,
    meetingStartsAt: row.meetingStartsAt?.toISOString() ?? null,
    meetingEndsAt: row.meetingEndsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: communicationAbilities(user, { userId }),
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

const NEWEST_FIRST = [desc(c.createdAt), desc(c.id)];

const countOf = (type: CommunicationType) => sql<number>`count(*) filter (where ${c.type} = ${type})`.mapWith(Number);
const statColumns = {
  total: sql<number>`count(*)`.mapWith(Number),
  email: countOf('email'),
  call: countOf('call'),
  meeting: countOf('meeting'),
  chat: countOf('chat'),
};

export async function listCommunications(db: Db, user: CurrentUser, query: CommunicationListQuery): Promise<CommunicationList> {
  const condition = where(user, query);
  // One aggregate gives the five tiles and the total behind the page.
  const stats: Promise<CommunicationStats> = db
    .select(statColumns)
    .from(c)
    .where(condition)
    .then(([row]) => row!);
  const page = await pageOf(
    query,
    (limit, offset) =>
      select(db)
        .where(condition)
        .orderBy(...NEWEST_FIRST)
        .limit(limit)
        .offset(offset),
    async () => (await stats).total,
  );
  return { ...page, items: page.items.map((row) => toItem(user, row)), stats: await stats };
}

export async function exportCommunications(db: Db, user: CurrentUser, query: CommunicationFilters): Promise<CommunicationListItem[]> {
  const rows = await select(db)
    .where(where(user, query))
    .orderBy(...NEWEST_FIRST)
    .limit(EXPORT_LIMIT);
  return rows.map((row) => toItem(user, row));
}

/** The stored row of a communication the caller can see, or 404. */
export async function findCommunicationInScope(db: Db, user: CurrentUser, id: string) {
  const [row] = await db.select().from(c).where(and(eq(c.id, id), communicationScope(user)));
  if (!row) throw notFound('Communication');
  return row;
}

export async function getCommunication(db: Db, user: CurrentUser, id: string): Promise<CommunicationDetail> {
  const [row] = await select(db).where(and(eq(c.id, id), communicationScope(user)));
  if (!row) throw notFound('Communication');
  return toItem(user, row);
}
