/**
 * The daily digest (docs/decisions/0114-daily-digest-and-one-click-unsubscribe.md): whoever chose it gets, once a day
 * from DIGEST_HOUR_UTC, one e-mail with their notifications still unread that came since the last one, instead of an
 * e-mail each. Each person's day is claimed by moving their `last_digest_at` in the same transaction that enqueues the
 * e-mail, rows locked with SKIP LOCKED: two processes, or a look repeated after a crash, send it once.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { notificationDelivery, notifications, users } from '../db/schema';
import { enqueueMail } from '../jobs/mail-jobs';
import type { ScheduledSweep } from '../jobs/scheduler';
import { queryRows } from '../db/client';
import { NOTIFICATION_SETTINGS_PATH } from './notification-mail';
import { readerFormat } from '../documents/reader-format';
import { userReader } from '../reader-language';

const BATCH = 100;
/** A digest lists this many; the rest are counted, and the bell has them all. */
const MOST = 30;

/** The start of the digest day `now` falls in: today's digest hour, or yesterday's before it. */
export function digestDayStart(now: Date, hour: number): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (start > now) start.setUTCDate(start.getUTCDate() - 1);
  return start;
}

async function sendBatch(deps: AppDeps, now: Date): Promise<number> {
  const dayStart = digestDayStart(now, deps.env.DIGEST_HOUR_UTC);
  return deps.database.db.transaction(async (tx) => {
    const due = await queryRows<{ user_id: string; since: string | null }>(
      tx,
      sql`select d.user_id, d.last_digest_at::text as since from ${notificationDelivery} d
          join ${users} u on u.id = d.user_id and u.status = 'active'
          where d.mode = 'daily' and (d.last_digest_at is null or d.last_digest_at < ${dayStart.toISOString()}::timestamptz)
          order by d.user_id limit ${BATCH} for update of d skip locked`,
    );
    if (due.length === 0) return 0;
    await tx
      .update(notificationDelivery)
      .set({ lastDigestAt: now })
      .where(
        inArray(
          notificationDelivery.userId,
          due.map((d) => d.user_id),
        ),
      );
    for (const { user_id: userId, since } of due) {
      const [person] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
      const unread = await tx
        .select({ title: notifications.title, body: notifications.body, link: notifications.link })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            since ? gt(notifications.createdAt, new Date(since)) : undefined,
          ),
        )
        .orderBy(asc(notifications.createdAt))
        .limit(MOST + 1);
      if (!person || unread.length === 0) continue;
      const shown = unread.slice(0, MOST);
      // The person's own language (src/server/reader-language.ts), as the rows listed are: notify words each bell row
      // for its recipient, so the digest repeats them as stored.
      const { t, language } = readerFormat(await userReader(tx, userId));
      await enqueueMail(deps.jobs, tx, 'email.digest', {
        language,
        to: person.email,
        subject: t('mail.digest.subject', { count: `${shown.length}${unread.length > MOST ? '+' : ''}` }),
        text: [
          t('mail.common.hello', { name: person.firstName }),
          '',
          t('mail.digest.intro'),
          '',
          ...shown.flatMap((n) => [`- ${n.title}`, `  ${n.body}`, `  ${deps.env.APP_URL}${n.link}`]),
          ...(unread.length > MOST ? ['', t('mail.digest.more', { link: deps.env.APP_URL })] : []),
          '',
          t('mail.digest.why', { link: `${deps.env.APP_URL}${NOTIFICATION_SETTINGS_PATH}` }),
        ].join('\n'),
      });
    }
    return due.length;
  });
}

export const dailyDigestSweep: ScheduledSweep = {
  name: 'Daily digests',
  async run(deps, now) {
    while ((await sendBatch(deps, now)) === BATCH) {
      // The next batch: those claimed are no longer due.
    }
  },
};
