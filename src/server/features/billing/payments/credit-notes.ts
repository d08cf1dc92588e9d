/**
 * Credit notes (decision 0054): money the agency takes off an issued invoice, with a reason and lines priced by the one
 * rule (tax per line). Numbered 'CN-0001' from their own gap-free counter, in the transaction that writes them, with
 * the invoice locked: its credited sum and status move in the same write. A note's total is at most what is left of
 * the invoice's total to credit (its balance plus what was paid); what it credits above the balance goes to the
 * client's credit balance in the same write (decision 0093), to be applied to a later invoice or refunded.
 */
import { eq } from 'drizzle-orm';
import { formatTaxRate } from '@shared/document-totals';
import { formatMoney } from '@shared/money';
import { mayCreateInvoices } from '@shared/policies/invoices';
import { quantityThousandths, toMinor } from '@shared/schemas/billing';
import { amountRule, formatCreditNoteNumber, type CreateCreditNote, type CreditNoteDto } from '@shared/schemas/payments';
import { requireMoneyIn } from '@server/money-input';
import { recordActivity } from '@server/activity';
import type { AppDeps, CurrentUser } from '@server/context';
import { creditNoteItems, creditNotes, invoiceItems } from '@server/db/schema';
import { conflict, forbidden, validationFailed } from '@server/errors';
import { priceDocumentLines, taxesOfLines, type LineColumns } from '@server/documents/document-lines';
import type { Tx } from '@server/db/transaction';
import { allocateDocumentNumber } from '../document-number';
import { getInvoice } from '../read-billing';
import { lockInvoiceOr404, settleInvoice } from './ledger';
import { emitRecordEvent } from '@server/webhooks/record-event';
import { loadCreditNotes } from './read-ledger';
import { mailCreditNote } from './credit-note-mail';

/** For routes: who may issue a credit note on this invoice, answered (403/404) before the body is read. */
export async function authorizeCreditNote(deps: AppDeps, user: CurrentUser, invoiceId: string) {
  await getInvoice(deps, user, invoiceId);
  if (!mayCreateInvoices(user)) throw forbidden();
}

export async function createCreditNote(
  deps: AppDeps,
  user: CurrentUser,
  invoiceId: string,
  input: CreateCreditNote,
): Promise<CreditNoteDto> {
  await authorizeCreditNote(deps, user, invoiceId);
  const { db } = deps.database;
  const noteId = await db.transaction(async (tx) => {
    const invoice = await lockInvoiceOr404(tx, invoiceId);
    if (invoice.status === 'draft') throw conflict('errors.billing.issueInvoiceBeforeCrediting');
    if (invoice.status === 'void') throw conflict('errors.billing.voidInvoiceCredited');
    // The body does not name the currency: the invoice's decides the prices' decimals (decision 0100).
    requireMoneyIn(
      invoice.currency,
      input.items.map((item, i) => ({ path: ['items', i, 'amount'], value: item.amount, rule: amountRule('validation.label.unitPrice') })),
    );
    // The rate named is used as it is, archived or replaced since: a note usually copies the invoice's own lines.
    // Quantities in thousandths as on invoice lines (decision 0102): 2.5 of 7.5 hours is priced round(2.5 x price).
    const lines = input.items.map((item) => ({
      description: item.description,
      quantityThousandths: quantityThousandths(item.quantity),
      unit: item.unit,
      unitAmountMinor: toMinor(item.amount, invoice.currency),
    }));
    const priced = await priceDocumentLines(
      tx,
      lines.map((line, i) => ({
        quantityThousandths: line.quantityThousandths,
        unitPriceMinor: line.unitAmountMinor,
        taxRateId: input.items[i]!.taxRateId,
      })),
      { field: 'items', exactVersion: true },
    );
    await refuseTaxNotCharged(tx, invoice.id, priced.columns);
    const left = invoice.amountMinor - invoice.amountCreditedMinor;
    const total = priced.totals.amountMinor;
    if (total <= 0) throw validationFailed({ items: 'errors.billing.creditNoteMoreThan' });
    if (total > left) {
      throw validationFailed({
        items:
          left === 0
            ? 'errors.billing.invoiceHasBeenCredited'
            : `The credit note's total (${formatMoney(total, invoice.currency)}) is more than is left to credit (${formatMoney(left, invoice.currency)})`,
      });
    }
    const number = formatCreditNoteNumber(await allocateDocumentNumber(tx, 'credit_note'));
    const now = new Date();
    const [note] = await tx
      .insert(creditNotes)
      .values({
        creditNoteNumber: number,
        invoiceId: invoice.id,
        clientId: invoice.clientId,
        currency: invoice.currency,
        reason: input.reason,
        subtotalMinor: priced.totals.subtotalMinor,
        taxMinor: priced.totals.taxMinor,
        totalMinor: total,
        issuedOn: now.toISOString().slice(0, 10),
        createdById: user.id,
      })
      .returning({ id: creditNotes.id });
    await tx
      .insert(creditNoteItems)
      .values(lines.map((line, position) => ({ creditNoteId: note!.id, position, ...line, ...priced.columns[position]! })));
    const settled = await settleInvoice(deps, tx, invoice, now, user.id);
    await recordActivity(tx, {
      actorId: user.id,
      action: 'invoice.credit_note_issued',
      entityType: 'invoice',
      entityId: invoice.id,
      clientId: invoice.clientId,
      summary: `Issued credit note ${number} of ${formatMoney(total, invoice.currency)} on invoice ${invoice.invoiceNumber ?? ''}`.trim(),
      metadata: { creditNoteId: note!.id, totalMinor: total, currency: invoice.currency, status: settled.status },
    });
    // The note as its client reads it too (no staff-only field); when it settles the invoice, invoice.paid follows as well.
    await emitRecordEvent(deps, tx, 'credit_note.issued', async () => (await loadCreditNotes(tx, eq(creditNotes.id, note!.id), 1))[0]!);
    if (input.sendEmail) await mailCreditNote(deps, tx, { id: note!.id, number, total, reason: input.reason, lines }, invoice);
    return note!.id;
  });
  const [dto] = await loadCreditNotes(db, eq(creditNotes.id, noteId));
  return dto!;
}

/**
 * A credit note gives back tax only as the invoice charged it (decision 0094): each taxed line names a tax of the
 * invoice's lines (the same name, rate and kind), and per tax the notes' tax, this one's included, stays within the
 * invoice's. An untaxed line is money back without tax, always allowed within what is left to credit.
 */
async function refuseTaxNotCharged(tx: Tx, invoiceId: string, columns: readonly LineColumns[]) {
  if (!columns.some((c) => c.taxName && c.taxRateMillionths > 0)) return;
  const charged = taxesOfLines(await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId)));
  const earlier = taxesOfLines(
    await tx
      .select({
        taxName: creditNoteItems.taxName,
        taxRateMillionths: creditNoteItems.taxRateMillionths,
        taxInclusive: creditNoteItems.taxInclusive,
        netMinor: creditNoteItems.netMinor,
        taxMinor: creditNoteItems.taxMinor,
      })
      .from(creditNoteItems)
      .innerJoin(creditNotes, eq(creditNotes.id, creditNoteItems.creditNoteId))
      .where(eq(creditNotes.invoiceId, invoiceId)),
  );
  const credited = taxesOfLines(columns);
  const same = (a: { name: string; rateMillionths: number; inclusive: boolean }) => (b: typeof a) =>
    a.name === b.name && a.rateMillionths === b.rateMillionths && a.inclusive === b.inclusive;
  const errors: Record<string, string> = {};
  columns.forEach((c, i) => {
    if (!c.taxName || c.taxRateMillionths === 0) return;
    const tax = { name: c.taxName, rateMillionths: c.taxRateMillionths, inclusive: c.taxInclusive };
    if (!charged.some(same(tax))) {
      errors[`items.${i}.taxRateId`] =
        `This invoice charged no ${tax.name} ${formatTaxRate(tax.rateMillionths)}: credit only a tax the invoice charged`;
    }
  });
  for (const tax of credited) {
    const invoiceTax = charged.find(same(tax));
    if (!invoiceTax) continue;
    const before = earlier.find(same(tax))?.taxMinor ?? 0;
    if (before + tax.taxMinor > invoiceTax.taxMinor) {
      errors.items = `This credits more ${tax.name} ${formatTaxRate(tax.rateMillionths)} than the invoice charged`;
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}
