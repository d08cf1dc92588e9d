/** Billing, reading: a client's invoices with their items and totals, one invoice, and its PDF. */
import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Currency, InvoiceStatus } from '../../../shared/enums';
import { billingReadRefusal, invoiceCan, mayCreateInvoices, mayReadAllBilling, type InvoiceCan } from '../../../shared/policies/invoices';
import type { Actor } from '../../../shared/policies/actor';
import type { Billing, InvoiceDto, InvoiceTotals, StripeCustomerDto } from '../../../shared/schemas/billing';
import type { AppDeps, CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, invoiceItems, invoices, stripeCustomers } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { billingClient } from './billing-access';
import { invoicePdf } from './invoice-pdf';

// ---------------------------------------------------------------- reading

/**
 * What of a client's invoices the user sees: all of them for staff who read financials; for client users only issued
 * ones, since a draft is the agency's work in progress (decision 0023). Every client-facing read goes through this.
 */
export function visibleInvoices(user: CurrentUser, clientId: string): SQL {
  if (mayReadAllBilling(user)) return eq(invoices.clientId, clientId);
  // Out of draft, except a draft voided before it was ever issued (no issued_at).
  return and(
    eq(invoices.clientId, clientId),
    ne(invoices.status, 'draft'),
    or(ne(invoices.status, 'void'), isNotNull(invoices.issuedAt)),
  )!;
}

const isOverdue = sql<boolean>`(${invoices.status} = 'open' and ${invoices.dueDate} < current_date)`;

/** Who reads the invoices, for their `can`; none for an e-mail or a notice, which offers nobody an action. */
export interface InvoiceViewer {
  actor: Actor;
  paymentsMode: 'stripe' | 'manual';
}

const NO_ACTIONS: InvoiceCan = { issue: false, markPaid: false, void: false };

export async function loadInvoices(db: Db, where: SQL, viewer?: InvoiceViewer): Promise<InvoiceDto[]> {
  const rows = await db
    .select({
      id: invoices.id,
      clientId: invoices.clientId,
      invoiceNumber: invoices.invoiceNumber,
      description: invoices.description,
      amountMinor: invoices.amountMinor,
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
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db
        .select({
          id: invoiceItems.id,
          invoiceId: invoiceItems.invoiceId,
          description: invoiceItems.description,
          quantity: invoiceItems.quantity,
          unitAmountMinor: invoiceItems.unitAmountMinor,
        })
        .from(invoiceItems)
        .where(inArray(invoiceItems.invoiceId, ids))
        .orderBy(asc(invoiceItems.position))
    : [];
  return rows.map((r) => ({
    ...r,
    currency: r.currency as Currency,
    status: r.status as InvoiceStatus,
    overdue: Boolean(r.overdue),
    paidAt: r.paidAt?.toISOString() ?? null,
    issuedAt: r.issuedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    items: items
      .filter((i) => i.invoiceId === r.id)
      .map(({ invoiceId: _invoiceId, ...item }) => item),
    can: viewer ? invoiceCan(viewer.actor, { status: r.status as InvoiceStatus, stripeInvoiceId: r.stripeInvoiceId }, viewer.paymentsMode) : NO_ACTIONS,
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

export async function getBilling(deps: AppDeps, user: CurrentUser, clientId: string): Promise<Billing> {
  const { db } = deps.database;
  const client = await billingClient(db, user, clientId);
  // Per currency, converted never: the cards show USD and the other currencies are listed beside them (decision 0010).
  const sums = await db
    .select({
      currency: invoices.currency,
      totalAmount: sql<string>`coalesce(sum(${invoices.amountMinor}) filter (where ${invoices.status} <> 'void'), 0)`,
      totalCount: sql<number>`count(*) filter (where ${invoices.status} <> 'void')`,
      paidAmount: sql<string>`coalesce(sum(${invoices.amountMinor}) filter (where ${invoices.status} = 'paid'), 0)`,
      paidCount: sql<number>`count(*) filter (where ${invoices.status} = 'paid')`,
      openAmount: sql<string>`coalesce(sum(${invoices.amountMinor}) filter (where ${invoices.status} = 'open'), 0)`,
      openCount: sql<number>`count(*) filter (where ${invoices.status} = 'open')`,
      overdueAmount: sql<string>`coalesce(sum(${invoices.amountMinor}) filter (where ${isOverdue}), 0)`,
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
  return {
    mode: deps.payments.mode,
    client: { id: client.id, name: client.name },
    customer: await loadCustomer(db, client.id),
    invoices: await loadInvoices(db, visibleInvoices(user, client.id), { actor: user, paymentsMode: deps.payments.mode }),
    totals: toTotals(sums.find((row) => row.currency === 'USD')),
    otherCurrencies: sums
      .filter((row) => row.currency !== 'USD')
      .map((row) => ({ currency: row.currency as Currency, ...toTotals(row) })),
    abilities: { createInvoice: manage, manageStatus: manage && deps.payments.mode === 'manual' },
  };
}

/** One invoice with its items, for Invoice Details; an invoice of another company is not found. */
export async function getInvoice(deps: AppDeps, user: CurrentUser, invoiceId: string): Promise<InvoiceDto> {
  const { db } = deps.database;
  if (billingReadRefusal(user, user.clientId ?? '') === 'forbidden') throw forbidden();
  // Another company's invoice, or a draft of one's own, is not found.
  const scope = mayReadAllBilling(user) ? eq(invoices.id, invoiceId) : and(eq(invoices.id, invoiceId), visibleInvoices(user, user.clientId ?? ''))!;
  const [invoice] = await loadInvoices(db, scope, { actor: user, paymentsMode: deps.payments.mode });
  if (!invoice) throw notFound('Invoice');
  return invoice;
}

/** The invoice as a one-page PDF, for whoever may read it. */
export async function getInvoicePdf(deps: AppDeps, user: CurrentUser, invoiceId: string) {
  const invoice = await getInvoice(deps, user, invoiceId);
  const [client] = await deps.database.db.select({ name: clients.name }).from(clients).where(eq(clients.id, invoice.clientId));
  // The sender's display name in MAIL_FROM ("Northwind Studio <no-reply@...>") is the agency's name.
  const seller = /^\s*"?([^"<]+?)"?\s*</.exec(deps.env.MAIL_FROM)?.[1] ?? new URL(deps.env.APP_URL).hostname;
  const name = (invoice.invoiceNumber ?? invoice.id).replace(/[^A-Za-z0-9-]/g, '');
  return { filename: `invoice-${name}.pdf`, body: invoicePdf({ invoice, clientName: client?.name ?? '', seller }) };
}
