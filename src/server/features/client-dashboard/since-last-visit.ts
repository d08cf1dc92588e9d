/**
 * "What changed since your last visit" on the client dashboard (docs/product.md, Client dashboard; decision 0110).
 * Reading it records the visit. Each kind is read with the same rules as its own screen for a client user: messages
 * that are not internal notes on projects in scope, approvals asked on those projects, the company's answered requests,
 * issued invoices (never a draft) for those who see billing, and files that are not staff-only on records they see.
 * Only what someone else did counts.
 */
import { and, desc, eq, gt, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { can } from '@shared/permissions';
import { isClientRole } from '@shared/roles';
import {
  SINCE_LAST_VISIT_ITEMS,
  VISIT_GAP_MINUTES,
  type SinceLastVisit,
  type SinceLastVisitItem,
  type SinceLastVisitKind,
} from '@shared/schemas/client-dashboard';
import { projectScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import {
  clientRequests,
  dashboardVisits,
  files,
  invoices,
  milestoneApprovals,
  milestones,
  projectMessages,
  projects,
  requestMessages,
  users,
} from '../../db/schema';
import { registeredAttachables } from '../../files/attachable';
import { forbidden } from '../../errors';

/** Records this load and answers where the changes start: the end of the previous visit, or null on the first. */
async function recordVisit(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .insert(dashboardVisits)
    .values({ userId, lastSeenAt: sql`now()`, since: null })
    .onConflictDoUpdate({
      target: dashboardVisits.userId,
      set: {
        since: sql`case when now() - ${dashboardVisits.lastSeenAt} > make_interval(mins => ${VISIT_GAP_MINUTES})
          then ${dashboardVisits.lastSeenAt} else ${dashboardVisits.since} end`,
        lastSeenAt: sql`now()`,
      },
    })
    .returning({ since: dashboardVisits.since });
  return row?.since ?? null;
}

/** The page and the count of a kind in one query: `total` is the window's count before the limit. */
const total = sql<number>`count(*) over ()`.mapWith(Number);

type Listed = { id: string; label: string; link: string; at: Date; total: number };

function group(kind: SinceLastVisitKind, rows: Listed[]) {
  const items: SinceLastVisitItem[] = rows.map((r) => ({ id: r.id, label: r.label, link: r.link, at: r.at.toISOString() }));
  return { kind, count: rows[0]?.total ?? 0, items };
}

const authorName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), 'a former user')`;

async function newMessages(db: Db, user: CurrentUser, since: Date): Promise<Listed[]> {
  const notMine = (column: AnyPgColumn) => sql`${column} is distinct from ${user.id}`;
  const onProjects = db
    .select({
      id: projectMessages.id,
      label: sql<string>`'Message from ' || ${authorName} || ' on ' || ${projects.name}`.as('label'),
      link: sql<string>`'/projects/' || ${projects.id} || '?tab=conversation'`.as('link'),
      at: projectMessages.createdAt,
    })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .leftJoin(users, eq(users.id, projectMessages.authorId))
    .where(
      and(projectScope(user), eq(projectMessages.internal, false), gt(projectMessages.createdAt, since), notMine(projectMessages.authorId)),
    );
  const onRequests = db
    .select({
      id: requestMessages.id,
      label:
        sql<string>`'Message from ' || ${authorName} || ' on request #' || ${clientRequests.number} || ' ' || ${clientRequests.title}`.as(
          'label',
        ),
      link: sql<string>`'/requests/' || ${clientRequests.id}`.as('link'),
      at: requestMessages.createdAt,
    })
    .from(requestMessages)
    .innerJoin(clientRequests, eq(clientRequests.id, requestMessages.requestId))
    .leftJoin(users, eq(users.id, requestMessages.authorId))
    .where(
      and(
        eq(requestMessages.clientId, user.clientId!),
        eq(requestMessages.internal, false),
        gt(requestMessages.createdAt, since),
        notMine(requestMessages.authorId),
      ),
    );
  const both = onProjects.unionAll(onRequests).as('messages');
  return db
    .select({ id: both.id, label: both.label, link: both.link, at: both.at, total })
    .from(both)
    .orderBy(desc(both.at))
    .limit(SINCE_LAST_VISIT_ITEMS);
}

async function approvalsWaiting(db: Db, user: CurrentUser, since: Date): Promise<Listed[]> {
  return db
    .select({
      id: milestoneApprovals.id,
      label: sql<string>`${milestones.name} || ' on ' || ${projects.name} || ' awaits approval'`,
      link: sql<string>`'/projects/' || ${projects.id} || '?tab=milestones'`,
      at: milestoneApprovals.requestedAt,
      total,
    })
    .from(milestoneApprovals)
    .innerJoin(milestones, eq(milestones.id, milestoneApprovals.milestoneId))
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(and(projectScope(user), eq(milestoneApprovals.status, 'pending'), gt(milestoneApprovals.requestedAt, since)))
    .orderBy(desc(milestoneApprovals.requestedAt))
    .limit(SINCE_LAST_VISIT_ITEMS);
}

async function requestsAnswered(db: Db, user: CurrentUser, since: Date): Promise<Listed[]> {
  return db
    .select({
      id: clientRequests.id,
      label: sql<string>`'Request #' || ${clientRequests.number} || ' ' || ${clientRequests.title} || ' was ' || ${clientRequests.status}`,
      link: sql<string>`'/requests/' || ${clientRequests.id}`,
      at: sql<Date>`${clientRequests.decidedAt}`.mapWith(clientRequests.decidedAt),
      total,
    })
    .from(clientRequests)
    .where(and(eq(clientRequests.clientId, user.clientId!), isNotNull(clientRequests.decidedAt), gt(clientRequests.decidedAt, since)))
    .orderBy(desc(clientRequests.decidedAt))
    .limit(SINCE_LAST_VISIT_ITEMS);
}

async function invoicesIssued(db: Db, user: CurrentUser, since: Date): Promise<Listed[]> {
  // The client's billing screen's rule (decision 0023): never a draft; issued_at is set only on issuing.
  if (!can(user.role, 'billing.view')) return [];
  return db
    .select({
      id: invoices.id,
      label: sql<string>`'Invoice ' || coalesce(${invoices.invoiceNumber}, '') || ' was issued'`,
      link: sql<string>`'/client-billing'`,
      at: sql<Date>`${invoices.issuedAt}`.mapWith(invoices.issuedAt),
      total,
    })
    .from(invoices)
    .where(
      and(eq(invoices.clientId, user.clientId!), ne(invoices.status, 'draft'), isNotNull(invoices.issuedAt), gt(invoices.issuedAt, since)),
    )
    .orderBy(desc(invoices.issuedAt))
    .limit(SINCE_LAST_VISIT_ITEMS);
}

async function filesShared(db: Db, user: CurrentUser, since: Date): Promise<Listed[]> {
  // As a project's Files list reads them for this user: never staff-only, and each type's own narrowing.
  const attachables = registeredAttachables();
  const perType = attachables.map(([type, attachable]) => and(eq(files.entityType, type), attachable.visible?.(user)));
  const rows = await db
    .select({ id: files.id, name: files.name, entityType: files.entityType, entityId: files.entityId, at: files.createdAt, total })
    .from(files)
    .innerJoin(projects, eq(projects.id, files.projectId))
    .where(
      and(
        projectScope(user),
        eq(files.clientId, user.clientId!),
        eq(files.staffOnly, false),
        gt(files.createdAt, since),
        sql`${files.uploadedById} is distinct from ${user.id}`,
        perType.length > 0 ? or(...perType) : sql`false`,
      ),
    )
    .orderBy(desc(files.createdAt))
    .limit(SINCE_LAST_VISIT_ITEMS);
  // Where each file is, by its record's own description (a task's page, a request's).
  const links = new Map<string, string>();
  for (const [type, attachable] of attachables) {
    const ids = rows.filter((r) => r.entityType === type).map((r) => r.entityId);
    if (ids.length === 0 || !attachable.describe) continue;
    for (const [id, to] of await attachable.describe(db, ids)) if (to.link) links.set(`${type}:${id}`, to.link);
  }
  return rows.map((r) => ({
    id: r.id,
    label: `${r.name} was shared`,
    link: links.get(`${r.entityType}:${r.entityId}`) ?? '/projects',
    at: r.at,
    total: r.total,
  }));
}

export async function getSinceLastVisit(db: Db, user: CurrentUser): Promise<SinceLastVisit> {
  if (!isClientRole(user.role)) throw forbidden();
  const since = await recordVisit(db, user.id);
  if (!since || !user.clientId) return { since: since?.toISOString() ?? null, groups: [] };
  const [messages, approvals, requests, issued, shared] = await Promise.all([
    newMessages(db, user, since),
    approvalsWaiting(db, user, since),
    requestsAnswered(db, user, since),
    invoicesIssued(db, user, since),
    filesShared(db, user, since),
  ]);
  return {
    since: since.toISOString(),
    groups: [
      group('messages', messages),
      group('approvals', approvals),
      group('requests', requests),
      group('invoices', issued),
      group('files', shared),
    ],
  };
}
