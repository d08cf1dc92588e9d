/**
 * The one way a feature tells people something happened: in-app rows for the bell and e-mails, each as the recipient
 * chose for that kind. Features call it after their write has committed; it never throws, because the write the
 * caller made has already happened and a notification that could not be stored or sent must not turn it into an error.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  notificationKindsFor,
  type NotificationChannel,
  type NotificationKind,
} from '../../shared/schemas/notifications';
import type { AppDeps } from '../context';
import { notificationPreferences, notifications, users } from '../db/schema';
import { notificationMail } from './notification-mail';

export interface NotificationEvent {
  kind: NotificationKind;
  /**
   * Who may receive it: given users, the users of a client company, the holders of some roles (any mix). The actor,
   * inactive users and roles the kind does not apply to are left out here, so callers need not think of them.
   */
  to: Recipients;
  /** Whoever caused it (null for a visitor of the public site): never notified of their own action. */
  actorId: string | null;
  title: string;
  body: string;
  /** A portal path such as /tasks/<id>. */
  link: string;
  entityType: string;
  entityId?: string | null;
  /** A fuller e-mail text than `body`, where the kind has one (the lead's enquiry). */
  mailText?: string;
}

export interface Recipients {
  userIds?: readonly (string | null | undefined)[];
  clientId?: string;
  roles?: readonly string[];
}

export type NotifyDeps = Pick<AppDeps, 'database' | 'mailer' | 'env' | 'log'>;

/** What services are handed: `notify` bound to the app's deps, so they need not know about mail or logs. */
export type Notifier = (event: NotificationEvent) => Promise<void>;

export function createNotifier(deps: NotifyDeps): Notifier {
  return (event) => notify(deps, event);
}

const wantsInApp = (channel: NotificationChannel) => channel === 'both' || channel === 'in_app';
const wantsEmail = (channel: NotificationChannel) => channel === 'both' || channel === 'email';

export async function notify(deps: NotifyDeps, event: NotificationEvent): Promise<void> {
  try {
    const who = recipientFilter(event.to);
    if (!who) return;
    const { db } = deps.database;
    // Recipients and their choice for this kind in one query.
    const rows = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.role, channel: notificationPreferences.channel })
      .from(users)
      .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, event.kind)))
      .where(and(who, eq(users.status, 'active')));
    const recipients = rows
      .filter((r) => r.id !== event.actorId && notificationKindsFor(r.role).includes(event.kind))
      .map((r) => ({ ...r, channel: (r.channel ?? DEFAULT_NOTIFICATION_CHANNEL) as NotificationChannel }));

    const inApp = recipients.filter((r) => wantsInApp(r.channel));
    if (inApp.length > 0) {
      await db.insert(notifications).values(
        inApp.map((r) => ({
          userId: r.id,
          kind: event.kind,
          title: event.title,
          body: event.body,
          link: event.link,
          entityType: event.entityType,
          entityId: event.entityId ?? null,
        })),
      );
    }
    // Not awaited: the request that caused it does not wait for an SMTP server (each failure is logged by sendMail).
    for (const r of recipients.filter((r) => wantsEmail(r.channel))) void sendMail(deps, notificationMail(r, event, deps.env.APP_URL));
  } catch (err) {
    deps.log.error(`Could not store the ${event.kind} notifications`, err);
  }
}

async function sendMail(deps: NotifyDeps, message: Parameters<NotifyDeps['mailer']['send']>[0]) {
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error(`Notification e-mail to ${message.to} failed`, err);
  }
}

/** The WHERE of the recipients, or null when nobody is named. */
function recipientFilter(to: Recipients): SQL | null {
  const ids = [...new Set((to.userIds ?? []).filter((id): id is string => !!id))];
  const parts = [
    ids.length > 0 ? inArray(users.id, ids) : undefined,
    to.clientId ? eq(users.clientId, to.clientId) : undefined,
    to.roles && to.roles.length > 0 ? inArray(users.role, [...to.roles]) : undefined,
  ].filter((p): p is SQL => !!p);
  return parts.length > 0 ? or(...parts)! : null;
}
