/**
 * The one way a feature tells people something happened: in-app rows for the bell and e-mails, each as the recipient
 * chose for that kind and worded in the recipient's own language (the event gives its words per reader). The e-mails
 * are jobs (docs/decisions/0031-background-jobs-in-the-database.md): given the caller's transaction, the rows and the
 * jobs commit with its write or not at all. It never throws (its work is a savepoint that is rolled back alone),
 * because a notification that could not be stored must not undo the write.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  notificationKindsFor,
  type NotificationChannel,
  type NotificationKind,
} from '../../shared/schemas/notifications';
import type { AppDeps } from '../context';
import { readerFormat, type Reader, type ReaderFormat } from '../documents/reader-format';
import { readerOfUser } from '../reader-language';
import { clients, notificationDelivery, notificationPreferences, notifications, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { enqueueMail, NOTIFICATION_QUEUES, type MailAttachmentRef } from '../jobs/mail-jobs';
import { notificationMail } from './notification-mail';
import { repliesByMailOn, replyAddressFor } from '../inbound/reply-address';
import { unsubscribeHeaders, unsubscribeToken } from './unsubscribe';
import { publishLive } from '../live/publish';

/** What one recipient reads: the bell's title and body, and the e-mail's subject (the title) and text. */
export interface NotificationWords {
  title: string;
  body: string;
  /** A fuller e-mail text than `body`, where the kind has one (the lead's enquiry, the invoice's Stripe link). */
  text?: string;
}

export interface NotificationEvent {
  kind: NotificationKind;
  /**
   * Who may receive it: given users, the users of a client company, the holders of some roles (any mix). The actor,
   * inactive users and roles the kind does not apply to are left out here, so callers need not think of them.
   */
  to: Recipients;
  /** Whoever caused it (null for a visitor of the public site): never notified of their own action. */
  actorId: string | null;
  /**
   * Its words in one recipient's language and formats (src/server/reader-language.ts): each bell row and e-mail is
   * worded for its own reader, so a Spanish-speaking client and English-speaking staff each read theirs.
   */
  words: (f: ReaderFormat) => NotificationWords;
  /** A portal path such as /tasks/<id>. */
  link: string;
  entityType: string;
  entityId?: string | null;
  /** Documents the e-mail carries, rendered when it is sent (an issued invoice's PDF). */
  attachments?: MailAttachmentRef[];
  /**
   * Addresses that get the bell only, never this e-mail, whatever they chose: they are sent the thing itself by
   * another e-mail (the client's billing contact gets the invoice), and one person gets one e-mail of it.
   */
  noMailTo?: readonly string[];
  /**
   * The thread a reply to the e-mail goes to (a kind of src/server/inbound/thread-kinds.ts and its record's id): each
   * recipient's e-mail then carries their own reply address. Never for staff-only content such as internal notes.
   */
  replyThread?: { kind: string; id: string };
}

export interface Recipients {
  userIds?: readonly (string | null | undefined)[];
  clientId?: string;
  roles?: readonly string[];
}

export type NotifyDeps = Pick<AppDeps, 'database' | 'jobs' | 'env' | 'log'>;

/** What services are handed: `notify` bound to the app's deps, so they need not know about mail or logs. */
export type Notifier = (event: NotificationEvent, db?: DbOrTx) => Promise<void>;

export function createNotifier(deps: NotifyDeps): Notifier {
  return (event, db) => notify(deps, event, db);
}

const wantsInApp = (channel: NotificationChannel) => channel === 'both' || channel === 'in_app';
const wantsEmail = (channel: NotificationChannel) => channel === 'both' || channel === 'email';

/** Stores the bell's rows and enqueues the e-mails in `db`: the caller's transaction, or one of its own. */
export async function notify(deps: NotifyDeps, event: NotificationEvent, db: DbOrTx = deps.database.db): Promise<void> {
  try {
    const who = recipientFilter(event.to);
    if (!who) return;
    await db.transaction(async (tx) => {
      // Recipients, their choice for this kind and their language (their own, else their company's) in one query.
      const rows = await tx
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          role: users.role,
          channel: notificationPreferences.channel,
          delivery: notificationDelivery.mode,
          language: users.language,
          locale: users.locale,
          clientLanguage: clients.language,
          clientLocale: clients.locale,
        })
        .from(users)
        .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, event.kind)))
        .leftJoin(notificationDelivery, eq(notificationDelivery.userId, users.id))
        .leftJoin(clients, eq(clients.id, users.clientId))
        .where(and(who, eq(users.status, 'active')));
      const wordsIn = wordsByReader(event);
      const recipients = rows
        .filter((r) => r.id !== event.actorId && notificationKindsFor(r.role).includes(event.kind))
        .map((r) => {
          const reader = readerOfUser(r);
          return { ...r, reader, words: wordsIn(reader), channel: (r.channel ?? DEFAULT_NOTIFICATION_CHANNEL) as NotificationChannel };
        });

      const bellOnly = new Set((event.noMailTo ?? []).map((address) => address.trim().toLowerCase()));
      const mailed = recipients.filter((r) => wantsEmail(r.channel) && !bellOnly.has(r.email.trim().toLowerCase()));
      // Who chose a daily digest gets the e-mail in it: the bell row is what the digest reads (decision 0114).
      const digested = new Set(mailed.filter((r) => r.delivery === 'daily').map((r) => r.id));
      const inApp = recipients.filter((r) => wantsInApp(r.channel) || digested.has(r.id));
      if (inApp.length > 0) {
        const stored = await tx
          .insert(notifications)
          .values(
            inApp.map((r) => ({
              userId: r.id,
              kind: event.kind,
              title: r.words.title,
              body: r.words.body,
              link: event.link,
              entityType: event.entityType,
              entityId: event.entityId ?? null,
            })),
          )
          .returning({ id: notifications.id, userId: notifications.userId });
        // Each recipient's bell refreshes; nobody else learns of it (the event names its user).
        await publishLive(
          tx,
          stored.map((n) => ({ topic: 'notification' as const, id: n.id, userId: n.userId })),
        );
      }
      const { env } = deps;
      for (const r of mailed.filter((r) => !digested.has(r.id))) {
        const inbound = repliesByMailOn(env) ? env.INBOUND_MAIL_ADDRESS : null;
        const replyTo =
          inbound && event.replyThread ? await replyAddressFor(tx, inbound, event.replyThread.kind, event.replyThread.id, r.id) : null;
        const mailto = inbound ? await replyAddressFor(tx, inbound, 'unsubscribe', event.kind, r.id) : null;
        const headers = unsubscribeHeaders(env.APP_URL, unsubscribeToken(env.AUTH_SECRET, r.id, event.kind), mailto);
        await enqueueMail(deps.jobs, tx, NOTIFICATION_QUEUES[event.kind], {
          ...notificationMail(r, { words: r.words, link: event.link }, env.APP_URL, { replyTo, headers, reader: r.reader }),
          ...(event.attachments?.length ? { attachments: event.attachments } : {}),
        });
      }
    });
  } catch (err) {
    deps.log.error(`Could not store the ${event.kind} notifications`, err);
  }
}

/** The event's words per language and locale: worded once for all the recipients who read alike. */
function wordsByReader(event: NotificationEvent): (reader: Reader) => NotificationWords {
  const known = new Map<string, NotificationWords>();
  return (reader) => {
    const key = `${reader.language}|${reader.locale}`;
    let words = known.get(key);
    if (!words) {
      words = event.words(readerFormat(reader));
      known.set(key, words);
    }
    return words;
  };
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
