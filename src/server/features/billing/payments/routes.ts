import { Hono } from 'hono';
import { clientCreditApi } from '@shared/api/client-credit';
import { paymentsApi } from '@shared/api/payments';
import type { AppDeps, AppEnv } from '@server/context';
import { idParam } from '@server/http-params';
import { authorized, route } from '@server/openapi/route';
import { applyCredit, authorizeCreditChange, refundCredit } from './client-credit';
import { authorizeCreditNote, createCreditNote } from './credit-notes';
import { getCreditNotePdf } from './credit-note-pdf';
import { authorizePayment, recordPayment, refundPayment } from './record-payment';
import { getClientCredit } from './read-client-credit';
import { getInvoiceLedger, listClientCreditNotes } from './read-ledger';

/** Payments, refunds and credit notes of invoices (decision 0054), and the client's credit balance (decision 0093). Who may is checked per call by the services. */
export function paymentRoutes(deps: AppDeps) {
  const invoiceId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'errors.notFound.invoice');
  const app = new Hono<AppEnv>();
  route(app, paymentsApi.ledger, (c) => getInvoiceLedger(deps, c.get('user'), invoiceId(c)));
  route(
    app,
    paymentsApi.record,
    (c, { body }) => recordPayment(deps, c.get('user'), invoiceId(c), body),
    authorized((c) => authorizePayment(deps, c.get('user'), invoiceId(c))),
  );
  route(
    app,
    paymentsApi.refund,
    (c, { body }) => refundPayment(deps, c.get('user'), invoiceId(c), body),
    authorized((c) => authorizePayment(deps, c.get('user'), invoiceId(c))),
  );
  route(
    app,
    paymentsApi.createCreditNote,
    (c, { body }) => createCreditNote(deps, c.get('user'), invoiceId(c), body),
    authorized((c) => authorizeCreditNote(deps, c.get('user'), invoiceId(c))),
  );
  route(app, clientCreditApi.read, (c) => getClientCredit(deps, c.get('user'), idParam(c, 'errors.notFound.client')));
  route(
    app,
    clientCreditApi.apply,
    (c, { body }) => applyCredit(deps, c.get('user'), invoiceId(c), body),
    authorized((c) => authorizePayment(deps, c.get('user'), invoiceId(c))),
  );
  route(
    app,
    clientCreditApi.refund,
    (c, { body }) => refundCredit(deps, c.get('user'), idParam(c, 'errors.notFound.client'), body),
    authorized((c) => authorizeCreditChange(deps, c.get('user'), idParam(c, 'errors.notFound.client'))),
  );
  route(app, paymentsApi.clientCreditNotes, (c) => listClientCreditNotes(deps, c.get('user'), idParam(c, 'errors.notFound.client')));
  route(app, paymentsApi.creditNotePdf, async (c) => {
    const { filename, body } = await getCreditNotePdf(deps, c.get('user'), idParam(c, 'errors.notFound.creditNote'));
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="${filename}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(body));
  });
  return app;
}
