/**
 * One-click unsubscribe (RFC 8058; docs/decisions/0114-daily-digest-and-one-click-unsubscribe.md). Every notification
 * e-mail names a link that turns that kind of e-mail off for its recipient without signing in: the token is the
 * recipient and the kind, signed with AUTH_SECRET, so it needs no table and cannot be made for someone else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@shared/schemas/notifications';
import { notificationPreferences } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url').slice(0, 32);

export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  const payload = `${userId}.${kind}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The recipient and kind a token names, or null when it is not one this portal signed. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: NotificationKind } | null {
  const match = /^([0-9a-f-]{36})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, userId, kind, signature] = match as unknown as [string, string, string, string];
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(sign(secret, `${userId}.${kind}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, kind: kind as NotificationKind };
}

/** The headers of a notification e-mail: its one-click link, and an unsubscribe address when replies by e-mail are on. */
export function unsubscribeHeaders(appUrl: string, token: string, mailto: string | null): Record<string, string> {
  const links = [`<${appUrl}/api/unsubscribe/${token}>`, ...(mailto ? [`<mailto:${mailto}?subject=unsubscribe>`] : [])];
  return { 'List-Unsubscribe': links.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Turns e-mail of `kind` off for the user, keeping the bell if they had it (both -> in-app, e-mail -> none). */
export async function turnOffEmail(db: DbOrTx, userId: string, kind: NotificationKind): Promise<void> {
  const [row] = await db
    .select({ channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  const channel = (row?.channel ?? DEFAULT_NOTIFICATION_CHANNEL) as NotificationChannel;
  const next: NotificationChannel = channel === 'both' || channel === 'in_app' ? 'in_app' : 'none';
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, channel: next })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { channel: next, updatedAt: sql`now()` },
    });
}
