/** A client's billing: the Stripe customer, invoices and their PDF, and Stripe's webhook (docs/product.md, Billing; decision 0010). */
import {
  Billing,
  BillingQuery,
  CreateInvoiceInput,
  InvoiceDto,
  InvoiceSyncResult,
  StripeCustomerDto,
  UpdateInvoiceInput,
  UpdateInvoiceStatusInput,
  WebhookReceipt,
} from '../schemas/billing';
import { endpoint, fileOf } from './endpoint';
import { CLIENT_BILLING_EXAMPLE } from './examples';

const STRIPE_FAILED = 'Stripe refused or did not answer; nothing was saved here. Try again.';
const tag = 'Invoices';

/** The service decides who, per client: these routes need only a session before it. */
const READ =
  "Admins (`financials.view`) any client's; client users (`billing.view`) their own company's, another's is a 404; other staff 403.";
const CHANGE = "Admins (`invoices.create`); client users 403 (404 for another company's); other staff 403.";
const STRIPE_ONLY = '409 in manual mode (no Stripe key); 502 when Stripe fails.';

export const billingApi = {
  get: endpoint({
    method: 'get',
    path: '/clients/{id}/billing',
    tag,
    summary: "Get a client's billing",
    description:
      'The payment mode, the Stripe customer, one page of the invoices (`invoices`: `{ items, total, page, pageSize }`, ' +
      'newest first, each with its items; drafts only for staff), the USD totals and the same per other currency, never ' +
      `converted. The totals count every invoice the caller sees, not only the page's. ${READ}`,
    access: 'signed-in',
    query: BillingQuery,
    reply: Billing,
    example: CLIENT_BILLING_EXAMPLE,
  }),
  createStripeCustomer: endpoint({
    method: 'post',
    path: '/clients/{id}/stripe-customer',
    tag,
    summary: "Create the client's Stripe customer",
    description: `Idempotent: answers the existing customer when there is one. ${STRIPE_ONLY} ${CHANGE}`,
    errors: { 502: STRIPE_FAILED },
    access: 'signed-in',
    reply: StripeCustomerDto,
    accepted: 'Another request is still creating the customer (`status: pending`): ask again in a few seconds.',
  }),
  createInvoice: endpoint({
    method: 'post',
    path: '/clients/{id}/invoices',
    tag,
    summary: 'Create an invoice',
    description:
      "The number is the agency's own, from one sequence. In Stripe mode it becomes a Stripe invoice (409 without a " +
      'completed Stripe customer; 502, and nothing kept, when Stripe fails); in manual mode it starts open, or with ' +
      '`status: draft` it is saved as a draft: no number, unseen by its client, editable until issued (409 in Stripe mode). ' +
      'Quantities take up to 3 decimals (`7.5`, `"0.125"`); `poNumber` and `paymentTermsDays` default to the client\'s. ' +
      `\`sendEmail\` also mails it to the client. Who may is checked before the body is read. ${CHANGE}`,
    errors: { 502: STRIPE_FAILED },
    access: 'signed-in',
    body: CreateInvoiceInput,
    reply: InvoiceDto,
    status: 201,
  }),
  syncInvoices: endpoint({
    method: 'post',
    path: '/clients/{id}/invoices/sync',
    tag,
    summary: "Re-read the client's unsettled invoices from Stripe",
    description: `For webhooks that never came. ${STRIPE_ONLY} ${CHANGE}`,
    errors: { 502: STRIPE_FAILED },
    access: 'signed-in',
    reply: InvoiceSyncResult,
  }),
  getInvoice: endpoint({
    method: 'get',
    path: '/invoices/{id}',
    tag,
    summary: 'Get an invoice',
    description: `With its items. A client user sees only their company's issued invoices (a draft is a 404). ${READ}`,
    access: 'signed-in',
    reply: InvoiceDto,
  }),
  invoicePdf: endpoint({
    method: 'get',
    path: '/invoices/{id}/pdf',
    tag,
    summary: 'Download an invoice as PDF',
    description: `An attachment named after the invoice number. Who may: as for the invoice itself. ${READ}`,
    access: 'signed-in',
    reply: fileOf('application/pdf'),
  }),
  setInvoiceStatus: endpoint({
    method: 'patch',
    path: '/invoices/{id}',
    tag,
    summary: "Change an invoice's status",
    description:
      'For invoices the app keeps (manual mode): `open` issues a draft (its client sees it and is told from then on), ' +
      '`paid` and `void` settle it; `void` needs a `reason`, kept in its history. 409 for a Stripe invoice, one already settled, or `open` on one that is not a ' +
      `draft. Who may is checked before the body is read. ${CHANGE}`,
    access: 'signed-in',
    body: UpdateInvoiceStatusInput,
    reply: InvoiceDto,
  }),
  updateDraft: endpoint({
    method: 'patch',
    path: '/invoices/{id}/draft',
    tag,
    summary: 'Edit a draft invoice',
    description:
      'Manual mode: any of `description`, `dueDate`, `poNumber`, `paymentTermsDays` and `items` (given, they replace all ' +
      'of its lines, priced again). 409 once it is issued (it is frozen then; a credit note corrects it) and for a ' +
      `Stripe invoice. Who may is checked before the body is read. ${CHANGE}`,
    access: 'signed-in',
    body: UpdateInvoiceInput,
    reply: InvoiceDto,
  }),
  stripeWebhook: endpoint({
    method: 'post',
    path: '/webhooks/stripe',
    tag: 'Webhooks',
    summary: "Stripe's invoice events",
    description:
      "Called by Stripe, not by users: the body is Stripe's event as sent (raw JSON, read unparsed), checked against " +
      'the `Stripe-Signature` header with the webhook secret instead of a session. Each event id is applied once; ' +
      'statuses only move forward. 400 when the signature does not match; 409 in manual mode; 503 while ' +
      '`STRIPE_WEBHOOK_SECRET` is not set, so that Stripe retries.',
    access: 'public',
    reply: WebhookReceipt,
    errors: {
      400: 'The `Stripe-Signature` header does not match the body, or the body is not an event.',
      409: 'Payments are in manual mode: no Stripe account is configured.',
      413: 'The body is larger than 1 MB.',
    },
  }),
};
