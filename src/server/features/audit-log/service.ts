/**
 * The audit trail, read only: activity_log newest first, filtered in SQL. The date range and the actor filter ride the
 * (created_at) and (actor_id, created_at) indexes; nothing here (or anywhere) updates or deletes an entry.
 */
import { and, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import { AUDIT_CATEGORIES, type AuditEntry, type AuditLogFilters, type AuditLogList } from '../../../shared/schemas/audit-log';
import type { Db } from '../../db/client';
import { activityLog, users } from '../../db/schema';
import { countWhere, pageOf } from '../../db/paging';
import { searchAny } from '../../db/search';

/** LIKE metacharacters in a prefix are taken literally ('_' is common in action names). */
const startsWith = (prefix: string) => like(activityLog.action, `${prefix.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000);

function filters(query: AuditLogFilters): SQL | undefined {
  const a = activityLog;
  return and(
    query.category ? or(...AUDIT_CATEGORIES[query.category].prefixes.map(startsWith)) : undefined,
    query.action ? startsWith(query.action) : undefined,
    query.actorId ? eq(a.actorId, query.actorId) : undefined,
    query.from ? gte(a.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(a.createdAt, nextDay(query.to)) : undefined,
    searchAny(query.q, [a.summary]),
  );
}

export async function listAuditLog(db: Db, query: AuditLogFilters): Promise<AuditLogList> {
  const a = activityLog;
  const where = filters(query);
  const page = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({
          id: a.id,
          createdAt: a.createdAt,
          actorId: users.id,
          actorName: users.name,
          actorEmail: users.email,
          action: a.action,
          entityType: a.entityType,
          entityId: a.entityId,
          summary: a.summary,
          ipAddress: a.ipAddress,
          metadata: a.metadata,
        })
        .from(a)
        .leftJoin(users, eq(users.id, a.actorId))
        .where(where)
        .orderBy(desc(a.createdAt), desc(a.id))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, a, where),
  );
  return { ...page, items: page.items.map(toEntry) };
}

type Row = {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  ipAddress: string | null;
  metadata: unknown;
};

function toEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' } : null,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    ipAddress: row.ipAddress,
    metadata: row.metadata && typeof row.metadata === 'object' ? (row.metadata as Record<string, unknown>) : null,
  };
}

