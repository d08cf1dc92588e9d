/**
 * Who may read and change invoices (docs/product.md; decisions 0010, 0023, 0034). Admins read every client's billing
 * and create invoices; client users read their own company's. Without Stripe, admins issue a draft and mark an
 * unsettled invoice paid or void; an invoice Stripe holds follows Stripe. Each invoice carries `can`.
 */
import type { InvoiceStatus } from '../enums';
import { can } from '../permissions';
import type { Actor } from './actor';

export interface BillingActor extends Actor {
  clientId: string | null;
}

export interface InvoiceFacts {
  status: InvoiceStatus;
  stripeInvoiceId: string | null;
  amountMinor: number;
  /** Payments less refunds. */
  amountPaidMinor: number;
  /** Credit notes issued against it. */
  amountCreditedMinor: number;
}

export interface InvoiceCan {
  /** Draft -> open: its client sees it from then on. */
  issue: boolean;
  /** Change a draft's lines and terms (decision 0095): an issued invoice is frozen. */
  edit: boolean;
  /** Record a payment (the quick "Paid in full" is one too): an issued invoice with a balance left. */
  markPaid: boolean;
  void: boolean;
  /** Refund (part of) a payment recorded by hand. */
  refund: boolean;
  /** Issue a credit note: an issued invoice with some of its total not yet credited. */
  creditNote: boolean;
}

/** The statuses an invoice can be settled (paid or voided) from. */
export const UNSETTLED_STATUSES = ['draft', 'open', 'partially_paid', 'uncollectible'] as const satisfies readonly InvoiceStatus[];

/** Statuses that take payments: issued and not void. A paid invoice takes none (its balance is 0) until a refund. */
export const PAYABLE_STATUSES = ['open', 'partially_paid', 'uncollectible', 'paid'] as const satisfies readonly InvoiceStatus[];

/**
 * What the client still owes (decision 0054): the total less payments (net of refunds) less credit notes, never below
 * zero. A credit note on an invoice already paid leaves money owed back, which a refund returns.
 */
export function invoiceBalance(facts: Pick<InvoiceFacts, 'amountMinor' | 'amountPaidMinor' | 'amountCreditedMinor'>): number {
  return Math.max(0, facts.amountMinor - facts.amountPaidMinor - facts.amountCreditedMinor);
}

/**
 * What was paid and credited above the total (decision 0093): it is not owed back on the invoice but sits on the
 * client's credit balance, moved there by the one money path. Total - paid - credited + this = balance.
 */
export function creditExcess(facts: Pick<InvoiceFacts, 'amountMinor' | 'amountPaidMinor' | 'amountCreditedMinor'>): number {
  return Math.max(0, facts.amountPaidMinor + facts.amountCreditedMinor - facts.amountMinor);
}

/**
 * The status money leaves an issued invoice in: paid once payments and credits cover its total, partially paid while
 * some payment is kept but not all, otherwise as it was (open or uncollectible; a paid one whose payment was refunded
 * is open again).
 */
export function statusAfterMoney(
  current: InvoiceStatus,
  facts: Pick<InvoiceFacts, 'amountMinor' | 'amountPaidMinor' | 'amountCreditedMinor'>,
): InvoiceStatus {
  if (current === 'draft' || current === 'void') return current;
  if (facts.amountPaidMinor + facts.amountCreditedMinor >= facts.amountMinor) return 'paid';
  if (facts.amountPaidMinor > 0) return 'partially_paid';
  return current === 'uncollectible' ? 'uncollectible' : 'open';
}

export const mayRecordPayments = (actor: Actor) => can(actor.role, 'payments.record');

export const STRIPE_OWNS_STATUS = 'errors.invoices.invoiceManagedStripeStatus';

export const mayReadAllBilling = (actor: Actor) => can(actor.role, 'financials.view');

export const mayCreateInvoices = (actor: Actor) => can(actor.role, 'invoices.create');

/** 'forbidden' for a role without billing, 'not_found' for another company's, null when it may be read. */
export function billingReadRefusal(actor: BillingActor, clientId: string): 'forbidden' | 'not_found' | null {
  if (mayReadAllBilling(actor)) return null;
  if (!can(actor.role, 'billing.view')) return 'forbidden';
  return actor.clientId === clientId ? null : 'not_found';
}

/** Whether the status is set by hand at all: by those who create invoices, unless Stripe holds the invoice. */
export function statusChangeRefusal(actor: Actor, invoice: InvoiceFacts, paymentsMode: 'stripe' | 'manual'): 'forbidden' | string | null {
  if (!mayCreateInvoices(actor)) return 'forbidden';
  if (paymentsMode === 'stripe' && invoice.stripeInvoiceId) return STRIPE_OWNS_STATUS;
  return null;
}

/** Why a payment cannot be recorded on this invoice now (null: it can), before the amount is looked at. */
export function paymentRefusal(actor: Actor, invoice: InvoiceFacts, paymentsMode: 'stripe' | 'manual'): 'forbidden' | string | null {
  if (!mayRecordPayments(actor)) return 'forbidden';
  if (paymentsMode === 'stripe' && invoice.stripeInvoiceId) return STRIPE_OWNS_STATUS;
  if (invoice.status === 'draft') return 'errors.invoices.issueInvoiceBeforeRecording';
  if (invoice.status === 'void') return 'errors.invoices.voidInvoiceTakesPayments';
  return null;
}

export function invoiceCan(actor: Actor, invoice: InvoiceFacts, paymentsMode: 'stripe' | 'manual'): InvoiceCan {
  const byHand = statusChangeRefusal(actor, invoice, paymentsMode) === null;
  const unsettled = (UNSETTLED_STATUSES as readonly string[]).includes(invoice.status);
  const payable = paymentRefusal(actor, invoice, paymentsMode) === null;
  return {
    issue: byHand && invoice.status === 'draft',
    edit: byHand && invoice.status === 'draft' && !invoice.stripeInvoiceId,
    markPaid: payable && invoiceBalance(invoice) > 0,
    // Money received is refunded first: a void invoice keeps no payment.
    void: byHand && unsettled && invoice.amountPaidMinor === 0,
    refund: payable && invoice.amountPaidMinor > 0,
    creditNote:
      mayCreateInvoices(actor) &&
      invoice.status !== 'draft' &&
      invoice.status !== 'void' &&
      invoice.amountCreditedMinor < invoice.amountMinor,
  };
}
