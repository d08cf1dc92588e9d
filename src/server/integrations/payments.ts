/**
 * Payments port. With STRIPE_SECRET_KEY the app raises real Stripe invoices through the official SDK; without it
 * invoices are kept by the app alone ("manual" mode): staff mark them paid or void and nobody is offered Pay Now.
 * Neither mode claims to have done what it did not.
 */
import Stripe from 'stripe';
import type { InvoiceStatus } from '../../shared/enums';

export interface PaymentLine {
  description: string;
  quantity: number;
  unitAmountMinor: number;
}

export interface RemoteInvoice {
  id: string;
  number: string | null;
  hostedInvoiceUrl: string | null;
  status: InvoiceStatus;
  amountMinor: number;
  /** What Stripe has collected on it so far (its amount_paid), in the invoice's currency. */
  amountPaidMinor: number;
  currency: string;
  paidAt: Date | null;
  /** Our invoice id, from the metadata we set when creating it. */
  localId: string | null;
}

/** A charge's refunds as Stripe reports them (charge.refunded): the refunded total so far, not each refund. */
export interface RemoteCharge {
  id: string;
  /** The Stripe invoice it paid, when Stripe names it. */
  invoiceId: string | null;
  amountRefundedMinor: number;
  currency: string;
}

export interface WebhookEvent {
  id: string;
  type: string;
  invoice: RemoteInvoice | null;
  charge: RemoteCharge | null;
}

export interface StripePayments {
  readonly mode: 'stripe';
  /** False without STRIPE_WEBHOOK_SECRET: events cannot be verified, so none is accepted. */
  readonly webhooksEnabled: boolean;
  createCustomer(input: { clientId: string; name: string; email: string }): Promise<{ id: string }>;
  createInvoice(input: {
    invoiceId: string;
    /** Ours, from the agency's sequence: Stripe prints the same number. */
    number: string;
    customerId: string;
    currency: string;
    description: string | null;
    dueDate: string;
    lines: PaymentLine[];
  }): Promise<RemoteInvoice>;
  retrieveInvoice(stripeInvoiceId: string): Promise<RemoteInvoice>;
  /** Verifies the Stripe-Signature header over the raw body; throws when it does not match. */
  parseWebhook(rawBody: string, signature: string): WebhookEvent;
}

export interface ManualPayments {
  readonly mode: 'manual';
}

export type Payments = StripePayments | ManualPayments;

export interface StripeOptions {
  secretKey: string;
  webhookSecret?: string;
  /** e.g. http://127.0.0.1:4010 for the fake Stripe server in tests; defaults to api.stripe.com. */
  apiBase?: string;
}

export function createPayments(options: { secretKey?: string; webhookSecret?: string; apiBase?: string }): Payments {
  if (!options.secretKey) return { mode: 'manual' };
  return createStripePayments({ secretKey: options.secretKey, webhookSecret: options.webhookSecret, apiBase: options.apiBase });
}

const STATUSES: ReadonlySet<string> = new Set(['draft', 'open', 'paid', 'void', 'uncollectible']);

function toRemote(invoice: Stripe.Invoice): RemoteInvoice {
  const paidAtSeconds = invoice.status_transitions?.paid_at ?? null;
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    status: (STATUSES.has(invoice.status ?? '') ? invoice.status : 'draft') as InvoiceStatus,
    amountMinor: invoice.amount_due ?? 0,
    amountPaidMinor: invoice.amount_paid ?? 0,
    currency: (invoice.currency ?? '').toUpperCase(),
    paidAt: invoice.status === 'paid' ? new Date((paidAtSeconds ?? Math.floor(Date.now() / 1000)) * 1000) : null,
    localId: invoice.metadata?.invoice_id ?? null,
  };
}

function toCharge(charge: Stripe.Charge & { invoice?: string | { id: string } | null }): RemoteCharge {
  const invoice = typeof charge.invoice === 'string' ? charge.invoice : (charge.invoice?.id ?? null);
  return {
    id: charge.id,
    invoiceId: invoice ?? charge.metadata?.stripe_invoice_id ?? null,
    amountRefundedMinor: charge.amount_refunded ?? 0,
    currency: (charge.currency ?? '').toUpperCase(),
  };
}

function createStripePayments(options: StripeOptions): StripePayments {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });

  return {
    mode: 'stripe',
    webhooksEnabled: !!options.webhookSecret,
    async createCustomer({ clientId, name, email }) {
      // Derived from the client id: a retry after a lost answer returns the same customer instead of a second one.
      const customer = await stripe.customers.create(
        { name, email, metadata: { client_id: clientId } },
        { idempotencyKey: `customer-${clientId}` },
      );
      return { id: customer.id };
    },
    async createInvoice({ invoiceId, number, customerId, currency, description, dueDate, lines }) {
      const due = Math.floor(new Date(`${dueDate}T23:59:59Z`).getTime() / 1000);
      const invoice = await stripe.invoices.create(
        {
          customer: customerId,
          currency: currency.toLowerCase(),
          collection_method: 'send_invoice',
          due_date: due,
          ...(description && { description }),
          auto_advance: false,
          // Without it Stripe would number the invoice from its own sequence when finalizing it.
          number,
          metadata: { invoice_id: invoiceId },
        },
        { idempotencyKey: `invoice-${invoiceId}` },
      );
      for (const [index, line] of lines.entries()) {
        // The line total as the amount: the SDK's unit_amount_decimal takes a Decimal object, and amounts here are
        // whole minor units anyway; the quantity stays visible in the description.
        await stripe.invoiceItems.create(
          {
            customer: customerId,
            invoice: invoice.id,
            currency: currency.toLowerCase(),
            amount: line.unitAmountMinor * line.quantity,
            description: line.quantity > 1 ? `${line.description} (x${line.quantity})` : line.description,
          },
          { idempotencyKey: `invoice-${invoiceId}-item-${index}` },
        );
      }
      // Not sent by Stripe: the client's one e-mail is ours, with the PDF and this invoice's pay link (decision 0090).
      const final = await stripe.invoices.finalizeInvoice(invoice.id!, {}, { idempotencyKey: `invoice-${invoiceId}-finalize` });
      return toRemote(final);
    },
    async retrieveInvoice(stripeInvoiceId) {
      return toRemote(await stripe.invoices.retrieve(stripeInvoiceId));
    },
    parseWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set.');
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        invoice: object.object === 'invoice' ? toRemote(object as Stripe.Invoice) : null,
        charge: object.object === 'charge' ? toCharge(object as Stripe.Charge & { invoice?: string | { id: string } | null }) : null,
      };
    },
  };
}
