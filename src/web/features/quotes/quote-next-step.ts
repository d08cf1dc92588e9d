import type { ClientQuote } from '@shared/schemas/quote-acceptance';
import { t } from '@web/lib/messages/quotes';

type Facts = Pick<ClientQuote, 'status' | 'project' | 'depositInvoice' | 'depositMinor' | 'agency'>;

/**
 * What a signed quote's client reads about what comes next (decision 0108): the agency sets the project up and sends
 * the deposit invoice, and the client is notified (bell and e-mail) when each exists. Null once nothing is awaited.
 */
export function quoteNextStep(q: Facts): string | null {
  if (q.status !== 'accepted') return null;
  const agency = q.agency.legalName;
  const deposit = q.depositMinor > 0 && !q.depositInvoice;
  if (!q.project) {
    return deposit ? t('quotes.nextStep.projectAndDeposit', { agency }) : t('quotes.nextStep.project', { agency });
  }
  if (deposit) return t('quotes.nextStep.deposit', { agency });
  return null;
}
