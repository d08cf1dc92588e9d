/**
 * `quote.accepted` with the quote as an admin's GET /api/quotes/{id} returns it, read in the signature's transaction
 * (docs/decisions/0061-webhook-events-from-every-change.md). The client's signature is the quote-acceptance feature's
 * write; the app layer hands this in to it.
 */
import type { DbOrTx } from '../../db/transaction';
import { ADMIN_VIEWER } from '../../webhooks/admin-viewer';
import { emitRecordEvent, type EventDeps } from '../../webhooks/record-event';
import { getQuote } from './quote-rows';

export async function emitQuoteAccepted(deps: EventDeps, tx: DbOrTx, quoteId: string): Promise<void> {
  await emitRecordEvent(deps, tx, 'quote.accepted', () => getQuote(tx, ADMIN_VIEWER, quoteId));
}
