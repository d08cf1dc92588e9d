/**
 * Who may receive a live event: decided per open stream, in memory, for every event. The rules follow the data scopes
 * (src/server/auth/scope.ts) at project grain: an event names only a record's id, and the refetch it causes goes
 * through the route's own scope, so this filter decides what a person may learn *exists*, never what they read.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { scopeOf } from '../../shared/permissions';
import { isStaffRole } from '../../shared/roles';
import type { CurrentUser } from '../context';
import { queryRows, type Db } from '../db/client';
import { apiKeys, sessions, users } from '../db/schema';
import type { LiveEvent } from './publish';

export interface Viewer {
  userId: string;
  /** 'all': every project; 'assigned': `projectIds`/`clientIds`; 'company': their company; null: nothing. */
  scope: 'all' | 'assigned' | 'company' | null;
  staff: boolean;
  clientId: string | null;
  projectIds: ReadonlySet<string>;
  /** The clients of their projects: what an event without a project is judged by for assigned staff. */
  clientIds: ReadonlySet<string>;
}

export function mayReceive(viewer: Viewer, event: LiveEvent): boolean {
  // A notification is its recipient's alone, whoever else could see the record it is about.
  if (event.userId) return event.userId === viewer.userId;
  if (event.staffOnly && !viewer.staff) return false;
  switch (viewer.scope) {
    case 'all':
      return true;
    case 'assigned':
      return event.projectId ? viewer.projectIds.has(event.projectId) : !!event.clientId && viewer.clientIds.has(event.clientId);
    case 'company':
      return !viewer.staff && !!viewer.clientId && event.clientId === viewer.clientId;
    default:
      return false;
  }
}

/** What the browser is sent: which query to refresh, nothing of who may see it. */
export function browserEvent(event: LiveEvent) {
  return { topic: event.topic, id: event.id, projectId: event.projectId ?? null };
}

export function viewerOf(user: CurrentUser, assigned: Assignments = EMPTY): Viewer {
  const scope = scopeOf(user.role, 'projects.view');
  return {
    userId: user.id,
    scope: scope === 'all' || scope === 'assigned' || scope === 'company' ? scope : null,
    staff: isStaffRole(user.role),
    clientId: user.clientId,
    projectIds: assigned.projectIds,
    clientIds: assigned.clientIds,
  };
}

export interface Assignments {
  projectIds: ReadonlySet<string>;
  clientIds: ReadonlySet<string>;
}
const EMPTY: Assignments = { projectIds: new Set(), clientIds: new Set() };

/**
 * The projects (team member or project manager) and their clients of several users in one query: what the
 * 'assigned' scope means in scope.ts, for every open stream of this process at once.
 */
export async function assignmentsOf(db: Db, userIds: readonly string[]): Promise<Map<string, Assignments>> {
  const result = new Map<string, { projectIds: Set<string>; clientIds: Set<string> }>();
  if (userIds.length === 0) return result;
  for (const id of userIds) result.set(id, { projectIds: new Set(), clientIds: new Set() });
  const ids = sql`array[${sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const rows = await queryRows<{ user_id: string; project_id: string; client_id: string }>(
    db,
    sql`select pa.profile_id as user_id, p.id as project_id, p.client_id from project_assignments pa
          join projects p on p.id = pa.project_id where pa.profile_id = any(${ids})
        union
        select p.project_manager_id, p.id, p.client_id from projects p where p.project_manager_id = any(${ids})`,
  );
  for (const r of rows) {
    const a = result.get(r.user_id);
    a?.projectIds.add(r.project_id);
    a?.clientIds.add(r.client_id);
  }
  return result;
}

/**
 * Of these sessions, those still valid: not signed out or revoked, not expired, their user still active. A stream
 * opened with an API key holds the key's id instead, and lives as long as the key (docs/decisions/0059-api-keys.md).
 */
export async function liveSessions(db: Db, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const bySession = db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, [...sessionIds]), sql`${sessions.expiresAt} > now()`, eq(users.status, 'active')));
  const byKey = db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        inArray(apiKeys.id, [...sessionIds]),
        isNull(apiKeys.revokedAt),
        sql`coalesce(${apiKeys.expiresAt} > now(), true)`,
        eq(users.status, 'active'),
      ),
    );
  const rows = await bySession.union(byKey);
  return new Set(rows.map((r) => r.id));
}
