/** Billing, reading: a client's invoices with their items and totals, one invoice, and its PDF. */
import { and, asc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Currency, InvoiceStatus } from '@shared/enums';
import {
  billingReadRefusal,
  invoiceBalance,
  invoiceCan,
  mayCreateInvoices,
  mayReadAllBilling,
  type InvoiceCan,
} from '@shared/policies/invoices';
import type { Actor } from '@shared/policies/actor';
import type { Billing, BillingQuery, InvoiceDto, InvoiceTotals, StripeCustomerDto } from '@shared/schemas/billing';
import type { AppDeps, CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { newestFirst, pageWhere } from '../../db/paging';
import { invoiceItems, invoices, stripeCustomers } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { clientCurrency } from '../../documents/document-agency';
import { taxesOfLines } from '../../documents/document-lines';
import { billingClient } from './billing-access';

// ---------------------------------------------------------------- reading

/**
 * What of a client's invoices the user sees: all of them for staff who read financials; for client users only issued
 * ones, since a draft is the agency's work in progress (decision 0023). Every client-facing read goes through this.
 */
export function visibleInvoices(user: CurrentUser, clientId: string): SQL {
  if (mayReadAllBilling(user)) return eq(invoices.clientId, clientId);
  // Out of draft, except a draft voided before it was ever issued (no issued_at).
  return and(eq(invoices.clientId, clientId), ne(invoices.status, 'draft'), or(ne(invoices.status, 'void'), isNotNull(invoices.issuedAt)))!;
}

/** Issued, not fully paid, and past its due date (a partially paid invoice is overdue for its balance). */
export const isOverdue = sql<boolean>`(${invoices.status} in ('open', 'partially_paid') and ${invoices.dueDate} < current_date)`;

/** What is left to pay (decision 0054), never below zero. */
const balance = sql`greatest(${invoices.amountMinor} - ${invoices.amountPaidMinor} - ${invoices.amountCreditedMinor}, 0)`;

/** Who reads the invoices, for their `can`; none for an e-mail or a notice, which offers nobody an action. */
export interface InvoiceViewer {
  actor: Actor;
  paymentsMode: 'stripe' | 'manual';
}

const NO_ACTIONS: InvoiceCan = { issue: false, markPaid: false, void: false, refund: false, creditNote: false };

/**
 * Invoices newest first with their items. With a window (limit, offset) it is one page, paged in SQL on
 * invoices_client_created_idx, and only that page's items are read.
 */
export async function loadInvoices(
  db: Db,
  where: SQL,
  viewer?: InvoiceViewer,
  window?: { limit: number; offset: number },
): Promise<InvoiceDto[]> {
  const ordered = db
    .select({
      id: invoices.id,
      clientId: invoices.clientId,
      invoiceNumber: invoices.invoiceNumber,
      description: invoices.description,
      amountMinor: invoices.amountMinor,
      subtotalMinor: invoices.subtotalMinor,
      discountMinor: invoices.discountMinor,
      taxMinor: invoices.taxMinor,
      lateFeeMinor: invoices.lateFeeMinor,
      amountPaidMinor: invoices.amountPaidMinor,
      amountCreditedMinor: invoices.amountCreditedMinor,
      currency: invoices.currency,
      status: invoices.status,
      overdue: isOverdue,
      dueDate: invoices.dueDate,
      paidAt: invoices.paidAt,
      issuedAt: invoices.issuedAt,
      hostedInvoiceUrl: invoices.hostedInvoiceUrl,
      stripeInvoiceId: invoices.stripeInvoiceId,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(where)
    .orderBy(...newestFirst(invoices));
  const rows = await (window ? ordered.limit(window.limit).offset(window.offset) : ordered);
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db
        .select({
          id: invoiceItems.id,
          invoiceId: invoiceItems.invoiceId,
          description: invoiceItems.description,
          quantity: invoiceItems.quantity,
          unitAmountMinor: invoiceItems.unitAmountMinor,
          taxName: invoiceItems.taxName,
          taxRateMillionths: invoiceItems.taxRateMillionths,
          taxInclusive: invoiceItems.taxInclusive,
          netMinor: invoiceItems.netMinor,
          taxMinor: invoiceItems.taxMinor,
          totalMinor: invoiceItems.totalMinor,
        })
        .from(invoiceItems)
        .where(inArray(invoiceItems.invoiceId, ids))
        .orderBy(asc(invoiceItems.position))
    : [];
  return rows.map((r) => ({
    ...r,
    taxes: taxesOfLines(items.filter((i) => i.invoiceId === r.id)),
    currency: r.currency as Currency,
    status: r.status as InvoiceStatus,
    overdue: Boolean(r.overdue),
    balanceMinor: invoiceBalance(r),
    paidAt: r.paidAt?.toISOString() ?? null,
    issuedAt: r.issuedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    items: items.filter((i) => i.invoiceId === r.id).map(({ invoiceId: _invoiceId, ...item }) => item),
    can: viewer ? invoiceCan(viewer.actor, { ...r, status: r.status as InvoiceStatus }, viewer.paymentsMode) : NO_ACTIONS,
  }));
}

export async function loadCustomer(db: Db, clientId: string): Promise<StripeCustomerDto | null> {
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.clientId, clientId));
  if (!row) return null;
  return {
    status: row.status as StripeCustomerDto['status'],
    stripeCustomerId: row.stripeCustomerId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getBilling(deps: AppDeps, user: CurrentUser, clientId: string, query: BillingQuery): Promise<Billing> {
  const { db } = deps.database;
  const client = await billingClient(db, user, clientId);
  // Per currency, converted never: the cards show USD and the other currencies are listed beside them (decision 0010).
  const sums = await db
    .select({
      currency: invoices.currency,
      totalAmount: sql<string>`coalesce(sum(${invoices.amountMinor}) filter (where ${invoices.status} <> 'void'), 0)`,
      totalCount: sql<number>`count(*) filter (where ${invoices.status} <> 'void')`,
      // Paid: the money received (payments less refunds) on every issued invoice, counted by the invoices fully paid.
      paidAmount: sql<string>`coalesce(sum(${invoices.amountPaidMinor}) filter (where ${invoices.status} <> 'void'), 0)`,
      paidCount: sql<number>`count(*) filter (where ${invoices.status} = 'paid')`,
      // Outstanding: what is left to pay on open and partially paid invoices (decision 0054).
      openAmount: sql<string>`coalesce(sum(${balance}) filter (where ${invoices.status} in ('open', 'partially_paid')), 0)`,
      openCount: sql<number>`count(*) filter (where ${invoices.status} in ('open', 'partially_paid'))`,
      overdueAmount: sql<string>`coalesce(sum(${balance}) filter (where ${isOverdue}), 0)`,
      overdueCount: sql<number>`count(*) filter (where ${isOverdue})`,
    })
    .from(invoices)
    .where(visibleInvoices(user, client.id))
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
  const total = (amount: string | number, count: number) => ({ amountMinor: Number(amount), count: Number(count) });
  const toTotals = (t: (typeof sums)[number] | undefined): InvoiceTotals => ({
    total: total(t?.totalAmount ?? 0, t?.totalCount ?? 0),
    paid: total(t?.paidAmount ?? 0, t?.paidCount ?? 0),
    outstanding: total(t?.openAmount ?? 0, t?.openCount ?? 0),
    overdue: total(t?.overdueAmount ?? 0, t?.overdueCount ?? 0),
  });
  const manage = mayCreateInvoices(user);
  const visible = visibleInvoices(user, client.id);
  const viewer = { actor: user, paymentsMode: deps.payments.mode };
  return {
    mode: deps.payments.mode,
    client: { id: client.id, name: client.name },
    defaultCurrency: await clientCurrency(db, client.id),
    customer: await loadCustomer(db, client.id),
    invoices: await pageWhere(db, invoices, visible, query, (limit, offset) => loadInvoices(db, visible, viewer, { limit, offset })),
    totals: toTotals(sums.find((row) => row.currency === 'USD')),
    otherCurrencies: sums.filter((row) => row.currency !== 'USD').map((row) => ({ currency: row.currency as Currency, ...toTotals(row) })),
    abilities: { createInvoice: manage, manageStatus: manage && deps.payments.mode === 'manual' },
  };
}

/** One invoice with its items, for Invoice Details; an invoice of another company is not found. */
export async function getInvoice(deps: AppDeps, user: CurrentUser, invoiceId: string): Promise<InvoiceDto> {
  const { db } = deps.database;
  if (billingReadRefusal(user, user.clientId ?? '') === 'forbidden') throw forbidden();
  // Another company's invoice, or a draft of one's own, is not found.
  const scope = mayReadAllBilling(user)
    ? eq(invoices.id, invoiceId)
    : and(eq(invoices.id, invoiceId), visibleInvoices(user, user.clientId ?? ''))!;
  const [invoice] = await loadInvoices(db, scope, { actor: user, paymentsMode: deps.payments.mode });
  if (!invoice) throw notFound('Invoice');
  return invoice;
}
