/**
 * Quotes past their valid-until date expire (decision 0079): every sent or viewed quote whose last valid day is before
 * `now`'s date moves to 'expired' with its audit entry, in batches of a few hundred rows, each its own short
 * transaction, so a sweep over thousands holds no lock for long and a crash keeps what its batches committed. A batch
 * claims its rows with FOR UPDATE SKIP LOCKED: a second sweep running at once takes other rows, and a quote is never
 * expired twice. The people who manage quotes are told once per sweep, with the count and a link to the expired list,
 * not once per quote. Run by the scheduler (SCHEDULED_SWEEPS).
 */
import { and, inArray, sql } from 'drizzle-orm';
import { QUOTE_MANAGERS } from '@shared/policies/quotes';
import type { AppDeps } from '../../context';
import { activityLog, quotes } from '../../db/schema';
import type { ScheduledSweep } from '../../jobs/scheduler';
import { createNotifier } from '../../notifications/notify';
import { todayOf } from './quote-rows';

/** Quotes per transaction: short enough to hold locks briefly, long enough that a large sweep is a few round trips. */
export const EXPIRY_BATCH = 500;

/**
 * One batch: claims up to `limit` due quotes that no other transaction holds, expires them and writes their audit
 * entries, all committed together. Answers how many it expired.
 */
export async function expireQuoteBatch(deps: Pick<AppDeps, 'database'>, now: Date, limit: number): Promise<number> {
  const today = todayOf(now);
  return deps.database.db.transaction(async (tx) => {
    const claimed = (
      (await tx.execute(
        sql`select id from quotes where status in ('sent', 'viewed') and valid_until < ${today}::date limit ${limit} for update skip locked`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows;
    if (claimed.length === 0) return 0;
    const expired = await tx
      .update(quotes)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          inArray(
            quotes.id,
            claimed.map((q) => q.id),
          ),
          inArray(quotes.status, ['sent', 'viewed']),
        ),
      )
      .returning({ id: quotes.id, number: quotes.quoteNumber, clientId: quotes.clientId, validUntil: quotes.validUntil });
    if (expired.length > 0) {
      await tx
        .insert(activityLog)
        .values(
          expired.map((quote) => ({
            actorId: null,
            action: 'quote.expired',
            entityType: 'quote',
            entityId: quote.id,
            clientId: quote.clientId,
            summary: `Quote ${quote.number} expired unanswered (valid until ${quote.validUntil})`,
            metadata: null,
            ipAddress: null,
          })),
        );
    }
    return expired.length;
  });
}

/** Expires every due quote, batch after batch, then tells the quote managers how many; answers the count. */
export async function expireQuotes(deps: AppDeps, now: Date, options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? EXPIRY_BATCH;
  let total = 0;
  for (;;) {
    const done = await expireQuoteBatch(deps, now, batchSize);
    total += done;
    // A short batch means nothing is left, or what is left is held by another sweep, which finishes it.
    if (done < batchSize) break;
  }
  if (total > 0) {
    await createNotifier(deps)({
      kind: 'quote_answered',
      to: { roles: QUOTE_MANAGERS },
      actorId: null,
      words: ({ t }) => ({
        title: t('mail.quoteAnswered.expiredTitle', { count: total }),
        body: t('mail.quoteAnswered.expiredBody', { count: total }),
      }),
      link: '/quotes?status=expired',
      entityType: 'quote',
      entityId: null,
    });
  }
  return total;
}

export const quoteExpirySweep: ScheduledSweep = {
  name: 'Quote expiry',
  run: async (deps, now) => {
    await expireQuotes(deps, now);
  },
};
