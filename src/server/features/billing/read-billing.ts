/** Billing, reading: a client's invoices with their items and totals, one invoice, and its PDF. */
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
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
import { mayReadStatement } from '@shared/policies/statements';
import type { Billing, BillingQuery, InvoiceDto, StripeCustomerDto } from '@shared/schemas/billing';
import type { AppDeps, CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { quantityOf } from '@shared/quantity';
import { linesByDocument } from '../../db/lines-by-document';
import { newestFirst, pageWhere } from '../../db/paging';
import { invoiceItems, invoices, stripeCustomers } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { clientCurrency, loadPaymentInstructions } from '../../documents/document-agency';
import { clientReader } from '../../reader-language';
import type { Language } from '@shared/i18n/languages';
import { UNPAID_STATUSES } from '@shared/reminder-steps';
import { taxesOfLines } from '../../documents/document-lines';
import { billingClient } from './billing-access';
import { invoiceFigureColumns, isOverdue, toInvoiceTotals } from '@server/db/ledger-figures';

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

/** Who reads the invoices, for their `can`; none for an e-mail or a notice, which offers nobody an action. */
export interface InvoiceViewer {
  actor: Actor;
  paymentsMode: 'stripe' | 'manual';
}

const NO_ACTIONS: InvoiceCan = { issue: false, edit: false, markPaid: false, void: false, refund: false, creditNote: false };

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
      poNumber: invoices.poNumber,
      paymentTermsDays: invoices.paymentTermsDays,
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
  const columns = {
    id: invoiceItems.id,
    description: invoiceItems.description,
    quantityThousandths: invoiceItems.quantityThousandths,
    unit: invoiceItems.unit,
    unitAmountMinor: invoiceItems.unitAmountMinor,
    discountBasisPoints: invoiceItems.discountBasisPoints,
    discountMinor: invoiceItems.discountMinor,
    taxRateId: invoiceItems.taxRateId,
    taxName: invoiceItems.taxName,
    taxRateMillionths: invoiceItems.taxRateMillionths,
    taxInclusive: invoiceItems.taxInclusive,
    netMinor: invoiceItems.netMinor,
    taxMinor: invoiceItems.taxMinor,
    totalMinor: invoiceItems.totalMinor,
  };
  const ids = rows.map((r) => r.id);
  const items = await linesByDocument(db, invoiceItems, invoiceItems.invoiceId, columns, ids);
  return rows.map((r) => ({
    ...r,
    taxes: taxesOfLines(items.get(r.id) ?? []),
    currency: r.currency as Currency,
    status: r.status as InvoiceStatus,
    overdue: Boolean(r.overdue),
    balanceMinor: invoiceBalance(r),
    paidAt: r.paidAt?.toISOString() ?? null,
    issuedAt: r.issuedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    items: (items.get(r.id) ?? []).map((item) => ({ ...item, quantity: quantityOf(item.quantityThousandths) })),
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
  // Per currency, converted never, by the ledger's words: the cards show the client's own currency first, then every
  // other one it has invoices in.
  const sums = await db
    .select({ currency: invoices.currency, ...invoiceFigureColumns })
    .from(invoices)
    .where(visibleInvoices(user, client.id))
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
  const currency = await clientCurrency(db, client.id);
  const manage = mayCreateInvoices(user);
  const visible = visibleInvoices(user, client.id);
  const viewer = { actor: user, paymentsMode: deps.payments.mode };
  return {
    mode: deps.payments.mode,
    client: { id: client.id, name: client.name },
    defaultCurrency: currency,
    customer: await loadCustomer(db, client.id),
    invoices: await pageWhere(db, invoices, visible, query, (limit, offset) => loadInvoices(db, visible, viewer, { limit, offset })),
    totals: { currency, ...toInvoiceTotals(sums.find((row) => row.currency === currency)) },
    otherCurrencies: sums
      .filter((row) => row.currency !== currency)
      .map((row) => ({ currency: row.currency as Currency, ...toInvoiceTotals(row) })),
    paymentInstructions: await paymentInstructionsOf(deps, currency, visible, (await clientReader(db, client.id)).language),
    abilities: {
      createInvoice: manage,
      manageStatus: manage && deps.payments.mode === 'manual',
      readStatement: mayReadStatement(user),
      emailStatement: mayReadAllBilling(user),
    },
  };
}

/**
 * How the client pays by hand (decisions 0100, 0132): in its own currency when Stripe is not connected, and in the
 * currency of each unpaid invoice it sees without Stripe's page; each currency's own instructions, else those of the
 * company's language, else the agency's, else none. In the company's language, as its invoices print them.
 */
async function paymentInstructionsOf(deps: AppDeps, currency: Currency, visible: SQL, language: Language) {
  const { db } = deps.database;
  const unpaid = await db
    .selectDistinct({ currency: invoices.currency })
    .from(invoices)
    .where(and(visible, inArray(invoices.status, UNPAID_STATUSES), isNull(invoices.hostedInvoiceUrl)))
    .orderBy(asc(invoices.currency));
  const currencies = [...(deps.payments.mode === 'manual' ? [currency] : []), ...unpaid.map((r) => r.currency as Currency)];
  const instructionsFor = await loadPaymentInstructions(db, language);
  return [...new Set(currencies)].flatMap((c) => {
    const instructions = instructionsFor(c);
    return instructions ? [{ currency: c, instructions }] : [];
  });
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
  if (!invoice) throw notFound('errors.notFound.invoice');
  return invoice;
}
