/**
 * "This changed" events for open browser tabs (docs/architecture.md, "Live updates"). A feature publishes in the
 * transaction of its write: the event is a PostgreSQL NOTIFY, which the database delivers only when that transaction
 * commits (and never when it rolls back), to every app process listening, on PostgreSQL and on the embedded database.
 * It carries ids and the facts the stream needs to decide who may see it, never the record itself.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/transaction';

export const LIVE_CHANNEL = 'portal_live';

export const LIVE_TOPICS = [
  'task',
  'comment',
  'milestone',
  'approval',
  'message',
  'request',
  'notification',
  'file',
  'time',
  'expense',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export interface LiveEvent {
  topic: LiveTopic;
  /** The record that changed (for a comment or a file: the comment's or file's own id). */
  id: string;
  /** The project it belongs to, when it belongs to one: staff see it by their project scope. */
  projectId?: string | null;
  /** The client company it belongs to: client users see only their own company's events. */
  clientId?: string | null;
  /** An internal note or anything else client users must never learn of, not even its id. */
  staffOnly?: boolean;
  /** Only this user receives it (a notification for them). */
  userId?: string | null;
}

/**
 * Not an event for browsers but an order to every process: end the open streams of this user (their role, status,
 * sessions or keys changed), or with 'staff' of every staff member (the two-factor rule was turned on). A stream's
 * audience is fixed when it opens, so it ends rather than guessing the new scope; the browser reconnects and is
 * answered under the new rules (a narrower scope, 401 or two_factor_required).
 */
export interface LiveControl {
  control: 'user_changed';
  userId: string | 'staff';
}

/** Publishes a LiveControl in `db`'s transaction: the streams end once the change is committed. */
export async function publishUserChanged(db: DbOrTx, userId: string | 'staff'): Promise<void> {
  const control: LiveControl = { control: 'user_changed', userId };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(control)})`);
}

/** Publishes in `db`'s transaction, several events in one statement: delivered on commit, dropped on rollback. */
export async function publishLive(db: DbOrTx, events: LiveEvent | readonly LiveEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events as LiveEvent];
  if (list.length === 0) return;
  const payloads = sql.join(
    list.map((event) => sql`(${JSON.stringify(event)}::text)`),
    sql`, `,
  );
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, payload) from (values ${payloads}) as events(payload)`);
}
