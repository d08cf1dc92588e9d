import { Hono } from 'hono';
import { CreateInvoiceInput, UpdateInvoiceStatusInput } from '../../../shared/schemas/billing';
import type { AppDeps, AppEnv } from '../../context';
import { readBody } from '../../http';
import { idParam } from '../../http-params';
import { authorizeBillingChange } from './billing-access';
import { authorizeInvoiceChange, createInvoice, setInvoiceStatus } from './invoices';
import { getBilling, getInvoice, getInvoicePdf } from './read-billing';
import { ensureStripeCustomer } from './stripe-customer';
import { handleStripeWebhook, syncInvoices } from './stripe-webhook';

/** Mounted at /api/clients: a client's billing. The service checks financials.view / billing.view per call. */
export function clientBillingRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:id/billing', async (c) => c.json(await getBilling(deps, c.get('user'), idParam(c, 'Client'))))
    .post('/:id/stripe-customer', async (c) => {
      const customer = await ensureStripeCustomer(deps, c.get('user'), idParam(c, 'Client'));
      // 202 while another request is still creating it: the card re-checks every 3 seconds.
      return c.json(customer, customer.status === 'completed' ? 200 : 202);
    })
    .post('/:id/invoices', async (c) => {
      const id = idParam(c, 'Client');
      // Who may, before what was sent: a manager's malformed body is a 403, not a 400.
      await authorizeBillingChange(deps, c.get('user'), id);
      const input = await readBody(c, CreateInvoiceInput);
      return c.json(await createInvoice(deps, c.get('user'), id, input), 201);
    })
    .post('/:id/invoices/sync', async (c) => c.json(await syncInvoices(deps, c.get('user'), idParam(c, 'Client'))));
}

/** Mounted at /api/invoices. */
export function invoiceRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:id', async (c) => c.json(await getInvoice(deps, c.get('user'), idParam(c, 'Invoice'))))
    .get('/:id/pdf', async (c) => {
      const { filename, body } = await getInvoicePdf(deps, c.get('user'), idParam(c, 'Invoice'));
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${filename}"`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(new Uint8Array(body));
    })
    .patch('/:id', async (c) => {
      const id = idParam(c, 'Invoice');
      await authorizeInvoiceChange(deps, c.get('user'), id);
      const { status } = await readBody(c, UpdateInvoiceStatusInput);
      return c.json(await setInvoiceStatus(deps, c.get('user'), id, status));
    });
}

/** Mounted at /api/webhooks: public by the marker in auth/guards.ts; Stripe's signature over the raw body is the check. */
export function webhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/stripe', async (c) => {
    const raw = await c.req.text();
    return c.json(await handleStripeWebhook(deps, raw, c.req.header('stripe-signature')));
  });
}
