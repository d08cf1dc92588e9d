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
}

export interface InvoiceCan {
  /** Draft -> open: its client sees it from then on. */
  issue: boolean;
  markPaid: boolean;
  void: boolean;
}

/** The statuses an invoice can be settled (paid or voided) from. */
export const UNSETTLED_STATUSES = ['draft', 'open', 'uncollectible'] as const satisfies readonly InvoiceStatus[];

export const STRIPE_OWNS_STATUS = 'This invoice is managed by Stripe; its status follows Stripe.';

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

export function invoiceCan(actor: Actor, invoice: InvoiceFacts, paymentsMode: 'stripe' | 'manual'): InvoiceCan {
  const byHand = statusChangeRefusal(actor, invoice, paymentsMode) === null;
  const unsettled = (UNSETTLED_STATUSES as readonly string[]).includes(invoice.status);
  return { issue: byHand && invoice.status === 'draft', markPaid: byHand && unsettled, void: byHand && unsettled };
}
