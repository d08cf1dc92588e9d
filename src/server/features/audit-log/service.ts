/**
 * The audit trail, read only: activity_log newest first, filtered in SQL. The date range and the actor filter ride the
 * (created_at) and (actor_id, created_at) indexes; nothing here (or anywhere) updates or deletes an entry.
 */
import { and, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import { AUDIT_CATEGORIES, type AuditLogFilters, type AuditLogList } from '@shared/schemas/audit-log';
import { ACTIVITY_NEWEST_FIRST, activityActorJoin } from '../../db/activity-rows';
import type { Db } from '../../db/client';
import { activityLog, users } from '../../db/schema';
import { countWhere, pageOf } from '../../db/paging';
import { searchAny } from '../../db/search';

const a = activityLog;

/** LIKE metacharacters in a prefix are taken literally ('_' is common in action names). */
const startsWith = (prefix: string) => like(activityLog.action, `${prefix.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000);

function filters(query: AuditLogFilters): SQL | undefined {
  return and(
    query.category ? or(...AUDIT_CATEGORIES[query.category].prefixes.map(startsWith)) : undefined,
    query.action ? startsWith(query.action) : undefined,
    query.actorId ? eq(a.actorId, query.actorId) : undefined,
    query.from ? gte(a.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(a.createdAt, nextDay(query.to)) : undefined,
    searchAny(query.q, [a.summary]),
  );
}

const entryColumns = {
  id: a.id,
  createdAt: a.createdAt,
  actor: { id: users.id, name: users.name, email: users.email },
  action: a.action,
  entityType: a.entityType,
  entityId: a.entityId,
  summary: a.summary,
  ipAddress: a.ipAddress,
  metadata: a.metadata,
};

export async function listAuditLog(db: Db, query: AuditLogFilters): Promise<AuditLogList> {
  const where = filters(query);
  const page = await pageOf(
    query,
    (limit, offset) =>
      db
        .select(entryColumns)
        .from(a)
        .leftJoin(users, activityActorJoin)
        .where(where)
        .orderBy(...ACTIVITY_NEWEST_FIRST)
        .limit(limit)
        .offset(offset),
    () => countWhere(db, a, where),
  );
  return {
    ...page,
    items: page.items.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      metadata: row.metadata && typeof row.metadata === 'object' ? (row.metadata as Record<string, unknown>) : null,
    })),
  };
}
