/**
 * The invoices' webhook events, each with the invoice as an admin's GET /api/invoices/{id} returns it, read in the
 * transaction of the change (docs/decisions/0061-webhook-events-from-every-change.md): created (every way an invoice
 * is made goes through createInvoiceOfLines), paid (the ledger's settle, or Stripe saying so), voided.
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { invoices } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { ADMIN_VIEWER } from '../../webhooks/admin-viewer';
import { emitRecordEvent } from '../../webhooks/record-event';
import { loadInvoices } from './read-billing';

export type InvoiceEventDeps = Pick<AppDeps, 'jobs' | 'payments'>;

export async function emitInvoiceEvent(
  deps: InvoiceEventDeps,
  tx: DbOrTx,
  type: 'invoice.created' | 'invoice.partially_paid' | 'invoice.paid' | 'invoice.voided',
  invoiceId: string,
): Promise<void> {
  await emitRecordEvent(deps, tx, type, async () => {
    const [invoice] = await loadInvoices(tx, eq(invoices.id, invoiceId), { actor: ADMIN_VIEWER, paymentsMode: deps.payments.mode });
    return invoice!;
  });
}
