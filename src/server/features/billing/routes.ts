import { Hono } from 'hono';
import { billingApi } from '@shared/api/billing';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { authorized, route } from '../../openapi/route';
import { authorizeBillingChange } from './billing-access';
import { authorizeInvoiceChange, createInvoice, setInvoiceStatus } from './invoices';
import { getBilling, getInvoice } from './read-billing';
import { getInvoicePdf } from './invoice-document';
import { updateDraftInvoice } from './invoice-drafts';
import { ensureStripeCustomer } from './stripe-customer';
import { handleStripeWebhook, syncInvoices } from './stripe-webhook';
import { timeInvoiceApi } from '@shared/api/time-invoice';
import { createTimeInvoice, previewTimeInvoice } from './time-invoice';
import { getInvoiceTimeSetting, updateInvoiceTimeSetting } from './time-invoice-setting';

/**
 * A client's billing, its invoices and Stripe's webhook. The services check financials.view / billing.view /
 * invoices.create per call; the webhook is public by the marker in auth/guards.ts, Stripe's signature over the raw body
 * being its check.
 */
export function billingRoutes(deps: AppDeps) {
  const clientId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'errors.notFound.client');
  const invoiceId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'errors.notFound.invoice');
  const app = new Hono<AppEnv>();
  route(app, billingApi.get, (c, { query }) => getBilling(deps, c.get('user'), clientId(c), query));
  route(app, billingApi.createStripeCustomer, async (c) => {
    const customer = await ensureStripeCustomer(deps, c.get('user'), clientId(c));
    // 202 while another request is still creating it: the card re-checks every 3 seconds.
    if (customer.status !== 'completed') c.status(202);
    return customer;
  });
  route(
    app,
    billingApi.createInvoice,
    (c, { body }) => createInvoice(deps, c.get('user'), clientId(c), body),
    authorized((c) => authorizeBillingChange(deps, c.get('user'), clientId(c))),
  );
  // Invoice time (decision 0049): who may is answered before the body is read, as for a hand-made invoice.
  route(
    app,
    timeInvoiceApi.preview,
    (c, { body }) => previewTimeInvoice(deps, c.get('user'), clientId(c), body),
    authorized((c) => authorizeBillingChange(deps, c.get('user'), clientId(c))),
  );
  route(
    app,
    timeInvoiceApi.create,
    (c, { body }) => createTimeInvoice(deps, c.get('user'), clientId(c), body),
    authorized((c) => authorizeBillingChange(deps, c.get('user'), clientId(c))),
  );
  route(app, timeInvoiceApi.setting, () => getInvoiceTimeSetting(deps));
  route(app, timeInvoiceApi.updateSetting, (c, { body }) => updateInvoiceTimeSetting(deps, c.get('user'), body));
  route(app, billingApi.syncInvoices, (c) => syncInvoices(deps, c.get('user'), clientId(c)));
  route(app, billingApi.getInvoice, (c) => getInvoice(deps, c.get('user'), invoiceId(c)));
  route(app, billingApi.invoicePdf, async (c) => {
    const { filename, body } = await getInvoicePdf(deps, c.get('user'), invoiceId(c));
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="${filename}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(body));
  });
  route(
    app,
    billingApi.setInvoiceStatus,
    (c, { body }) => setInvoiceStatus(deps, c.get('user'), invoiceId(c), body),
    authorized((c) => authorizeInvoiceChange(deps, c.get('user'), invoiceId(c))),
  );
  route(
    app,
    billingApi.updateDraft,
    (c, { body }) => updateDraftInvoice(deps, c.get('user'), invoiceId(c), body),
    authorized((c) => authorizeInvoiceChange(deps, c.get('user'), invoiceId(c))),
  );
  route(app, billingApi.stripeWebhook, async (c) => handleStripeWebhook(deps, await c.req.text(), c.req.header('stripe-signature')));
  return app;
}
