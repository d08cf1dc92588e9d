/**
 * The notice the people who manage quotes get when a client opens, accepts or declines a quote: one wording for the
 * three moments, in each reader's language (the notifier renders `words` per recipient).
 */
import { QUOTE_MANAGERS } from '@shared/policies/quotes';
import type { DbOrTx } from '../../db/transaction';
import type { Notifier } from '../../notifications/notify';

export interface QuoteAnsweredNotice {
  moment: 'opened' | 'accepted' | 'declined';
  quote: { id: string; quoteNumber: string | null; title: string };
  clientName: string | null;
  actorId: string;
  /** The client user's name as they signed or are known. */
  who: string;
  reason?: string;
}

export function noticeQuoteAnswered(notify: Notifier, notice: QuoteAnsweredNotice, db: DbOrTx): Promise<void> {
  const { moment, quote } = notice;
  return notify(
    {
      kind: 'quote_answered',
      to: { roles: QUOTE_MANAGERS },
      actorId: notice.actorId,
      words: ({ t }) => {
        const values = {
          number: quote.quoteNumber ?? '',
          who: notice.who,
          client: notice.clientName ?? t('mail.quoteAnswered.theClient'),
          title: quote.title,
          reason: notice.reason ?? '',
        };
        if (moment === 'accepted')
          return { title: t('mail.quoteAnswered.acceptedTitle', values), body: t('mail.quoteAnswered.acceptedBody', values) };
        if (moment === 'declined')
          return { title: t('mail.quoteAnswered.declinedTitle', values), body: t('mail.quoteAnswered.declinedBody', values) };
        return { title: t('mail.quoteAnswered.openedTitle', values), body: t('mail.quoteAnswered.openedBody', values) };
      },
      link: `/quotes/${quote.id}`,
      entityType: 'quote',
      entityId: quote.id,
    },
    db,
  );
}
