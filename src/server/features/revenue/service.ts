/**
 * Expected revenue of a client: the newest-first list with its stat cards, and adding, changing and removing records.
 * Only those who may view financials see any of it (super_admin and admin); a client outside the caller's client
 * scope, or a record of one, is not found. Status and sums come from the one rule in db/revenue-status.ts.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { mayReadAllBilling } from '@shared/policies/invoices';
import { mayManageRevenue, revenueCan } from '@shared/policies/revenue';
import type { Currency } from '@shared/enums';
import { formatMoney } from '@shared/money';
import {
  datesInOrder,
  END_BEFORE_START_MESSAGE,
  PROJECT_OF_CLIENT_MESSAGE,
  type CreateRevenue,
  type RevenueFigures,
  type RevenueList,
  type RevenueListQuery,
  type RevenueRecord,
  type RevenueStats,
  type UpdateRevenue,
  revenueAmountMinor,
} from '@shared/schemas/revenue';
import { writeRecorded } from '../../activity';
import { clientScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { revenueDisplayStatus, revenueStatusIs } from '../../db/revenue-status';
import { clientRevenue, clients, projects } from '../../db/schema';
import { forbidden, notFound, validationFailed } from '../../errors';

const r = clientRevenue;
const ENTITY = 'client_revenue';

function ensure(allowed: boolean) {
  if (!allowed) throw forbidden();
}

/** The client, if the caller may see it; else 404 (ids of other companies leak nothing). */
async function findClientInScope(db: Db, user: CurrentUser, clientId: string) {
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), clientScope(user)));
  if (!client) throw notFound('errors.notFound.client');
  return client;
}

/** The stored record with its client's name, if its client is in the caller's scope; else 404. */
async function findRecordInScope(db: Db, user: CurrentUser, id: string) {
  const [row] = await db
    .select({ record: r, clientName: clients.name })
    .from(r)
    .innerJoin(clients, eq(clients.id, r.clientId))
    .where(and(eq(r.id, id), clientScope(user)));
  if (!row) throw notFound('errors.notFound.revenueRecord');
  return row;
}

/** A project must be one of the client's own: anything else is a field error, not a silent re-assignment. */
async function checkProject(db: Db, clientId: string, projectId: string | null) {
  if (!projectId) return;
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.clientId, clientId)));
  if (!project) throw validationFailed({ projectId: PROJECT_OF_CLIENT_MESSAGE });
}

const columns = {
  id: r.id,
  clientId: r.clientId,
  description: r.description,
  amountMinor: r.amountMinor,
  currency: r.currency,
  startDate: r.startDate,
  endDate: r.endDate,
  isActive: r.isActive,
  status: revenueDisplayStatus,
  projectId: projects.id,
  projectName: projects.name,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};

function select(db: Db) {
  return db.select(columns).from(r).leftJoin(projects, eq(projects.id, r.projectId));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toRecord(user: CurrentUser, row: Row): RevenueRecord {
  const { projectId, projectName, ...rest } = row;
  return {
    ...rest,
    currency: row.currency as Currency,
    project: projectId ? { id: projectId, name: projectName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: revenueCan(user),
  };
}

async function getRecord(db: Db, user: CurrentUser, id: string): Promise<RevenueRecord> {
  const [row] = await select(db).where(eq(r.id, id));
  if (!row) throw notFound('errors.notFound.revenueRecord');
  return toRecord(user, row);
}

// docs/product.md, Business rules: newest start first; the id keeps pages stable when starts tie.
const NEWEST_FIRST = [desc(r.startDate), desc(r.createdAt), desc(r.id)];

const sumWhere = (condition: SQL) => sql<number>`coalesce(sum(${r.amountMinor}) filter (where ${condition}), 0)`.mapWith(Number);
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** One aggregate per currency: the cards are SQL sums, never a loop over loaded rows. */
async function stats(db: Db, clientId: string): Promise<RevenueStats> {
  const rows = await db
    .select({
      currency: r.currency,
      activeMinor: sumWhere(revenueStatusIs('active')),
      upcomingMinor: sumWhere(revenueStatusIs('upcoming')),
      inactiveMinor: sumWhere(revenueStatusIs('inactive')),
      total: sql<number>`count(*)`.mapWith(Number),
      active: countWhere(revenueStatusIs('active')),
      upcoming: countWhere(revenueStatusIs('upcoming')),
      inactive: countWhere(revenueStatusIs('inactive')),
      expired: countWhere(revenueStatusIs('expired')),
    })
    .from(r)
    .where(eq(r.clientId, clientId))
    .groupBy(r.currency)
    .orderBy(r.currency);
  const figures = (row: (typeof rows)[number] | undefined): RevenueFigures => ({
    totalMonthlyMinor: (row?.activeMinor ?? 0) + (row?.upcomingMinor ?? 0),
    activeMinor: row?.activeMinor ?? 0,
    inactiveMinor: row?.inactiveMinor ?? 0,
    upcomingMinor: row?.upcomingMinor ?? 0,
    counts: {
      total: row?.total ?? 0,
      active: row?.active ?? 0,
      inactive: row?.inactive ?? 0,
      upcoming: row?.upcoming ?? 0,
      expired: row?.expired ?? 0,
    },
  });
  return {
    usd: figures(rows.find((row) => row.currency === 'USD')),
    otherCurrencies: rows
      .filter((row) => row.currency !== 'USD')
      .map((row) => ({ currency: row.currency as Exclude<Currency, 'USD'>, ...figures(row) })),
  };
}

export async function listRevenue(db: Db, user: CurrentUser, clientId: string, query: RevenueListQuery): Promise<RevenueList> {
  ensure(mayReadAllBilling(user));
  const client = await findClientInScope(db, user, clientId);
  const figures = stats(db, client.id);
  const page = await pageOf(
    query,
    (limit, offset) =>
      select(db)
        .where(eq(r.clientId, client.id))
        .orderBy(...NEWEST_FIRST)
        .limit(limit)
        .offset(offset),
    async () => (await figures).usd.counts.total + (await figures).otherCurrencies.reduce((n, c) => n + c.counts.total, 0),
  );
  return { ...page, items: page.items.map((row) => toRecord(user, row)), stats: await figures };
}

export async function createRevenue(db: Db, user: CurrentUser, clientId: string, input: CreateRevenue): Promise<RevenueRecord> {
  ensure(mayManageRevenue(user));
  const client = await findClientInScope(db, user, clientId);
  await checkProject(db, client.id, input.projectId);
  const [row] = await writeRecorded(
    db,
    (tx) =>
      tx
        .insert(r)
        .values({
          clientId: client.id,
          projectId: input.projectId,
          description: input.description,
          amountMinor: input.amount,
          currency: input.currency,
          startDate: input.startDate,
          endDate: input.endDate,
          isActive: input.isActive,
        })
        .returning({ id: r.id }),
    ([created]) => ({
      actorId: user.id,
      action: 'revenue.created',
      entityType: ENTITY,
      entityId: created!.id,
      clientId: client.id,
      summary: `Added expected revenue ${input.description} (${formatMoney(input.amount, input.currency)}/mo) for ${client.name}`,
    }),
  );
  return getRecord(db, user, row!.id);
}

/** `input` holds only the fields the request sent; the rest stay as stored. */
export async function updateRevenue(db: Db, user: CurrentUser, id: string, input: UpdateRevenue): Promise<RevenueRecord> {
  ensure(mayManageRevenue(user));
  const { record: stored, clientName } = await findRecordInScope(db, user, id);
  const sent = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as UpdateRevenue;
  const next = {
    description: sent.description ?? stored.description,
    amountMinor: stored.amountMinor,
    currency: sent.currency ?? (stored.currency as Currency),
    startDate: sent.startDate ?? stored.startDate,
    endDate: 'endDate' in sent ? (sent.endDate ?? null) : stored.endDate,
    isActive: sent.isActive ?? stored.isActive,
    projectId: 'projectId' in sent ? (sent.projectId ?? null) : stored.projectId,
  };
  // The amount is in the record's currency, sent or stored (decision 0100).
  if (sent.amount !== undefined) {
    const amount = revenueAmountMinor(sent.amount, next.currency);
    if ('message' in amount) throw validationFailed({ amount: amount.message });
    next.amountMinor = amount.minor;
  }
  // One date sent against the other one stored: the database would refuse it, so say which field is wrong.
  if (!datesInOrder(next)) throw validationFailed({ endDate: END_BEFORE_START_MESSAGE });
  if (next.projectId !== stored.projectId) await checkProject(db, stored.clientId, next.projectId);

  await writeRecorded(
    db,
    (tx) =>
      tx
        .update(r)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(r.id, id)),
    {
      actorId: user.id,
      action: 'revenue.updated',
      entityType: ENTITY,
      entityId: id,
      clientId: stored.clientId,
      summary: `Updated expected revenue ${next.description} (${formatMoney(next.amountMinor, next.currency)}/mo) for ${clientName}`,
      metadata: { fields: Object.keys(sent) },
    },
  );
  return getRecord(db, user, id);
}

export async function deleteRevenue(db: Db, user: CurrentUser, id: string): Promise<void> {
  ensure(mayManageRevenue(user));
  const { record: stored, clientName } = await findRecordInScope(db, user, id);
  await writeRecorded(db, (tx) => tx.delete(r).where(eq(r.id, id)), {
    actorId: user.id,
    action: 'revenue.deleted',
    entityType: ENTITY,
    entityId: id,
    clientId: stored.clientId,
    summary: `Deleted expected revenue ${stored.description} for ${clientName}`,
    metadata: { description: stored.description, amountMinor: stored.amountMinor, currency: stored.currency },
  });
}
