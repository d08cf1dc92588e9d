/** The caller's own notifications (the bell) and their choice of channel per kind. Nobody reads another's. */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  notificationKindsFor,
  type EmailDeliveryMode,
  type MarkNotificationsReadInput,
  type NotificationChannel,
  type NotificationItem,
  type NotificationKind,
  type NotificationList,
  type NotificationListQuery,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@shared/schemas/notifications';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { notificationDelivery, notificationPreferences, notifications } from '../../db/schema';
import { validationFailed, type FieldErrors } from '../../errors';
import { newestFirst } from '../../db/paging';

const n = notifications;

async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(n)
    .where(and(eq(n.userId, userId), isNull(n.readAt)));
  return Number(row?.value ?? 0);
}

/** Newest first; `before` is the last id already shown (a keyset page, so new arrivals never shift the next page). */
export async function listNotifications(db: Db, user: CurrentUser, query: NotificationListQuery): Promise<NotificationList> {
  const after = query.before
    ? sql`(${n.createdAt}, ${n.id}) < (select b.created_at, b.id from notifications b where b.id = ${query.before} and b.user_id = ${user.id})`
    : undefined;
  const [rows, unread] = await Promise.all([
    db
      .select({ id: n.id, kind: n.kind, title: n.title, body: n.body, link: n.link, readAt: n.readAt, createdAt: n.createdAt })
      .from(n)
      .where(and(eq(n.userId, user.id), after))
      .orderBy(...newestFirst(n))
      .limit(query.limit + 1),
    unreadCount(db, user.id),
  ]);
  const items: NotificationItem[] = rows
    .slice(0, query.limit)
    .map((r) => ({
      ...r,
      kind: r.kind as NotificationKind,
      readAt: r.readAt ? r.readAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
    }));
  return { items, unreadCount: unread, hasMore: rows.length > query.limit };
}

/** Marks the given ids (only the caller's count; others' are silently not found) or all of the caller's as read. */
export async function markRead(db: Db, user: CurrentUser, input: MarkNotificationsReadInput): Promise<{ unreadCount: number }> {
  const ids = input.ids?.map((id) => id.toLowerCase());
  await db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(eq(n.userId, user.id), isNull(n.readAt), ids ? inArray(n.id, ids) : undefined));
  return { unreadCount: await unreadCount(db, user.id) };
}

export async function getPreferences(db: Db, user: CurrentUser): Promise<NotificationPreferences> {
  const [rows, [delivery]] = await Promise.all([
    db
      .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id)),
    db.select({ mode: notificationDelivery.mode }).from(notificationDelivery).where(eq(notificationDelivery.userId, user.id)),
  ]);
  const chosen = new Map(rows.map((r) => [r.kind, r.channel as NotificationChannel]));
  return {
    items: notificationKindsFor(user.role).map((kind) => ({ kind, channel: chosen.get(kind) ?? DEFAULT_NOTIFICATION_CHANNEL })),
    delivery: (delivery?.mode as EmailDeliveryMode | undefined) ?? 'immediate',
  };
}

const NOT_FOR_ROLE = 'This notification does not apply to your role.';

/** Saves the kinds sent; a kind the caller's role never receives is a field error and nothing is saved. */
export async function savePreferences(db: Db, user: CurrentUser, input: NotificationPreferencesInput): Promise<NotificationPreferences> {
  const applicable = notificationKindsFor(user.role);
  const { delivery, ...kinds } = input;
  const sent = (Object.entries(kinds) as [NotificationKind, NotificationChannel | undefined][]).filter(
    (entry): entry is [NotificationKind, NotificationChannel] => entry[1] !== undefined,
  );
  const fields: FieldErrors = {};
  for (const [kind] of sent) if (!applicable.includes(kind)) fields[kind] = NOT_FOR_ROLE;
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  if (sent.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(sent.map(([kind, channel]) => ({ userId: user.id, kind, channel })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { channel: sql`excluded.channel`, updatedAt: sql`now()` },
      });
  }
  if (delivery) {
    // A daily digest starts from now: what came before was already e-mailed one by one.
    await db
      .insert(notificationDelivery)
      .values({ userId: user.id, mode: delivery, lastDigestAt: sql`now()` })
      .onConflictDoUpdate({
        target: notificationDelivery.userId,
        set: {
          mode: delivery,
          lastDigestAt: sql`case when ${notificationDelivery.mode} = 'daily' then ${notificationDelivery.lastDigestAt} else now() end`,
          updatedAt: sql`now()`,
        },
      });
  }
  return getPreferences(db, user);
}
