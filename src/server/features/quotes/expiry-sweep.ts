/**
 * Quotes past their valid-until date expire: one update moves every sent or viewed quote whose last valid day is
 * before `now`'s date to 'expired', and in the same transaction each gets its audit entry and the people who manage
 * quotes are told (the quote_answered kind: a quote's answer, or its lapse without one). Run by the scheduler
 * (SCHEDULED_SWEEPS); repeating it changes nothing more, so two processes running it at once are harmless.
 */
import { and, inArray, lt } from 'drizzle-orm';
import { QUOTE_MANAGERS } from '../../../shared/policies/quotes';
import { recordActivity } from '../../activity';
import type { AppDeps } from '../../context';
import { clients, quotes } from '../../db/schema';
import type { ScheduledSweep } from '../../jobs/scheduler';
import { createNotifier } from '../../notifications/notify';
import { todayOf } from './quote-rows';

export async function expireQuotes(deps: AppDeps, now: Date): Promise<number> {
  const notify = createNotifier(deps);
  return deps.database.db.transaction(async (tx) => {
    const expired = await tx
      .update(quotes)
      .set({ status: 'expired', updatedAt: now })
      .where(and(inArray(quotes.status, ['sent', 'viewed']), lt(quotes.validUntil, todayOf(now))))
      .returning({ id: quotes.id, number: quotes.quoteNumber, title: quotes.title, clientId: quotes.clientId, validUntil: quotes.validUntil });
    const clientIds = [...new Set(expired.flatMap((q) => (q.clientId ? [q.clientId] : [])))];
    const names = new Map(
      clientIds.length ? (await tx.select({ id: clients.id, name: clients.name }).from(clients).where(inArray(clients.id, clientIds))).map((c) => [c.id, c.name]) : [],
    );
    for (const quote of expired) {
      const who = (quote.clientId && names.get(quote.clientId)) || 'the lead';
      await recordActivity(tx, {
        actorId: null,
        action: 'quote.expired',
        entityType: 'quote',
        entityId: quote.id,
        clientId: quote.clientId,
        summary: `Quote ${quote.number} expired unanswered (valid until ${quote.validUntil})`,
      });
      await notify(
        {
          kind: 'quote_answered',
          to: { roles: QUOTE_MANAGERS },
          actorId: null,
          title: `Quote ${quote.number} expired`,
          body: `${quote.title}, sent to ${who}, passed its valid-until date (${quote.validUntil}) without an answer.`,
          link: `/quotes/${quote.id}`,
          entityType: 'quote',
          entityId: quote.id,
        },
        tx,
      );
    }
    return expired.length;
  });
}

export const quoteExpirySweep: ScheduledSweep = {
  name: 'Quote expiry',
  run: async (deps, now) => {
    await expireQuotes(deps, now);
  },
};
