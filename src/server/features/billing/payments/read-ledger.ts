/**
 * Reading an invoice's money: its payments and refunds, its credit notes, a client's credit notes and a credit note's
 * PDF. Who may read is the invoice's rule (admins every client; client users their own company's issued invoices);
 * a client user never sees staff's payment notes.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Currency, PaymentKind, PaymentMethod } from '@shared/enums';
import { mayReadAllBilling } from '@shared/policies/invoices';
import { quantityOf } from '@shared/quantity';
import type { ClientCreditNotes, CreditNoteDto, InvoiceLedger, PaymentDto } from '@shared/schemas/payments';
import type { AppDeps, CurrentUser } from '@server/context';
import type { Db } from '@server/db/client';
import { creditNoteItems, creditNotes, invoicePayments, invoices } from '@server/db/schema';
import { notFound } from '@server/errors';
import { billingClient } from '../billing-access';
import { getInvoice, visibleInvoices } from '../read-billing';
import { newestFirst } from '../../../db/paging';
import { linesByDocument, writtenLineColumns } from '../../../db/lines-by-document';

export async function loadCreditNotes(db: Db, where: SQL, limit = 200): Promise<CreditNoteDto[]> {
  const rows = await db
    .select({
      id: creditNotes.id,
      creditNoteNumber: creditNotes.creditNoteNumber,
      invoiceId: creditNotes.invoiceId,
      invoiceNumber: invoices.invoiceNumber,
      clientId: creditNotes.clientId,
      currency: creditNotes.currency,
      reason: creditNotes.reason,
      subtotalMinor: creditNotes.subtotalMinor,
      taxMinor: creditNotes.taxMinor,
      totalMinor: creditNotes.totalMinor,
      issuedOn: creditNotes.issuedOn,
      createdAt: creditNotes.createdAt,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(where)
    .orderBy(...newestFirst(creditNotes))
    .limit(limit);
  const columns = { ...writtenLineColumns(creditNoteItems), totalMinor: creditNoteItems.totalMinor };
  const ids = rows.map((r) => r.id);
  const items = await linesByDocument(db, creditNoteItems, creditNoteItems.creditNoteId, columns, ids);
  return rows.map((r) => ({
    ...r,
    currency: r.currency as Currency,
    createdAt: r.createdAt.toISOString(),
    items: (items.get(r.id) ?? []).map((item) => ({ ...item, quantity: quantityOf(item.quantityThousandths) })),
  }));
}

/** The invoice's payments and refunds (newest first) and credit notes, for its details dialog. */
export async function getInvoiceLedger(deps: AppDeps, user: CurrentUser, invoiceId: string): Promise<InvoiceLedger> {
  const invoice = await getInvoice(deps, user, invoiceId);
  const { db } = deps.database;
  const staff = mayReadAllBilling(user);
  const rows = await db
    .select({
      id: invoicePayments.id,
      invoiceId: invoicePayments.invoiceId,
      kind: invoicePayments.kind,
      amountMinor: invoicePayments.amountMinor,
      currency: invoicePayments.currency,
      paidOn: invoicePayments.paidOn,
      method: invoicePayments.method,
      reference: invoicePayments.reference,
      note: invoicePayments.note,
      refundOfId: invoicePayments.refundOfId,
      refunded: sql<string>`(select coalesce(sum(r.amount_minor), 0) from ${invoicePayments} r where r.refund_of_id = "invoice_payments"."id")`,
      createdAt: invoicePayments.createdAt,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoice.id))
    .orderBy(desc(invoicePayments.paidOn), desc(invoicePayments.createdAt))
    .limit(500);
  const payments: PaymentDto[] = rows.map(({ refunded, ...r }) => ({
    ...r,
    kind: r.kind as PaymentKind,
    method: r.method as PaymentMethod,
    currency: r.currency as Currency,
    note: staff ? r.note : null,
    refundableMinor: r.kind === 'payment' ? r.amountMinor - Number(refunded) : 0,
    createdAt: r.createdAt.toISOString(),
  }));
  return {
    invoiceId: invoice.id,
    amountMinor: invoice.amountMinor,
    amountPaidMinor: invoice.amountPaidMinor,
    amountCreditedMinor: invoice.amountCreditedMinor,
    balanceMinor: invoice.balanceMinor,
    payments,
    creditNotes: await loadCreditNotes(db, eq(creditNotes.invoiceId, invoice.id)),
  };
}

/** A client's credit notes, newest first: admins any client's, client users their own company's (on issued invoices). */
export async function listClientCreditNotes(deps: AppDeps, user: CurrentUser, clientId: string): Promise<ClientCreditNotes> {
  const client = await billingClient(deps.database.db, user, clientId);
  return { items: await loadCreditNotes(deps.database.db, and(eq(creditNotes.clientId, client.id), visibleInvoices(user, client.id))!) };
}

/** One credit note, for whoever may read its invoice; another company's is not found. */
export async function getCreditNote(deps: AppDeps, user: CurrentUser, creditNoteId: string): Promise<CreditNoteDto> {
  const [note] = await loadCreditNotes(deps.database.db, eq(creditNotes.id, creditNoteId), 1);
  if (!note) throw notFound('errors.notFound.creditNote');
  try {
    await getInvoice(deps, user, note.invoiceId);
  } catch (err) {
    // Another company's note is simply not there (403 stays 403 for a role without billing).
    if ((err as { status?: number }).status === 404) throw notFound('errors.notFound.creditNote');
    throw err;
  }
  return note;
}
