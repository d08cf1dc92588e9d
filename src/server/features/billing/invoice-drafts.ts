/**
 * A draft invoice is the agency's work in progress (decision 0095): staff change its lines, due date, description, PO
 * number and payment terms until they issue it; issuing gives it its number, and from then on it is frozen (a credit
 * note corrects an issued invoice). Its client never sees a draft.
 */
import { and, eq } from 'drizzle-orm';
import type { InvoiceDto, UpdateInvoice } from '@shared/schemas/billing';
import { STRIPE_OWNS_STATUS } from '@shared/policies/invoices';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import { invoiceItems, invoices } from '../../db/schema';
import { conflict } from '../../errors';
import { requireCreate } from './billing-access';
import { invoiceItemRows, invoiceLinesOf, priceInvoiceLines } from './invoices';
import { getInvoice } from './read-billing';
import { keepExpenseLines } from './expense-invoice';

export const ISSUED_IS_FROZEN = 'errors.billing.issuedIsFrozen';

export async function updateDraftInvoice(deps: AppDeps, user: CurrentUser, invoiceId: string, input: UpdateInvoice): Promise<InvoiceDto> {
  const { db } = deps.database;
  requireCreate(user);
  const current = await getInvoice(deps, user, invoiceId);
  if (current.stripeInvoiceId) throw conflict(STRIPE_OWNS_STATUS);
  if (current.status !== 'draft') throw conflict(ISSUED_IS_FROZEN);
  const lines = input.items ? invoiceLinesOf(input.items, current.currency) : null;
  // Priced before the transaction: an unknown tax rate is a 400 with nothing written.
  const priced = lines ? await priceInvoiceLines(db, lines) : null;
  await db.transaction(async (tx) => {
    // In the WHERE, so an edit racing the issue either lands before it or is refused.
    const [updated] = await tx
      .update(invoices)
      .set({
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
        ...(input.poNumber !== undefined ? { poNumber: input.poNumber || null } : {}),
        ...(input.paymentTermsDays !== undefined ? { paymentTermsDays: input.paymentTermsDays } : {}),
        ...(priced ? priced.totals : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'draft')))
      .returning({ id: invoices.id });
    if (!updated) throw conflict(ISSUED_IS_FROZEN);
    if (lines && priced) {
      await keepExpenseLines(tx, invoiceId, async () => {
        await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
        return tx
          .insert(invoiceItems)
          .values(invoiceItemRows(invoiceId, lines, priced))
          .returning({ id: invoiceItems.id, position: invoiceItems.position, description: invoiceItems.description });
      });
    }
    await recordActivity(tx, {
      actorId: user.id,
      action: 'invoice.draft_updated',
      entityType: 'invoice',
      entityId: invoiceId,
      clientId: current.clientId,
      summary: 'Edited a draft invoice',
      metadata: priced ? { amountMinor: priced.totals.amountMinor, currency: current.currency } : undefined,
    });
  });
  return getInvoice(deps, user, invoiceId);
}
