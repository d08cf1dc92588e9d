/**
 * Quotes past their valid-until date expire: one update moves every sent or viewed quote whose last valid day is
 * before `now`'s date to 'expired'. Run by the scheduler (SCHEDULED_SWEEPS); repeating it changes nothing more, so two
 * processes running it at once are harmless.
 */
import { and, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { quotes } from '../../db/schema';
import type { ScheduledSweep } from '../../jobs/scheduler';
import { todayOf } from './quote-rows';

export async function expireQuotes(db: DbOrTx, now: Date): Promise<number> {
  const expired = await db
    .update(quotes)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(quotes.status, ['sent', 'viewed']), lt(quotes.validUntil, todayOf(now))))
    .returning({ id: quotes.id });
  return expired.length;
}

export const quoteExpirySweep: ScheduledSweep = {
  name: 'Quote expiry',
  run: async (deps, now) => {
    await expireQuotes(deps.database.db, now);
  },
};
