/**
 * The authorization table's rows for payments, refunds and credit notes (decision 0054): admins record and issue;
 * client users read their own company's ledger and credit notes (404 for another's) and change nothing. Amounts,
 * refusals and the race are in tests/api/billing/payments.test.ts.
 */
import { billing, type Row } from './authorization-rules';

const today = () => new Date().toISOString().slice(0, 10);

export const PAYMENTS_ROWS: Row[] = [
  { route: 'GET /api/invoices/:id/payments', kind: 'invoice', expect: billing(200, 200) },
  {
    route: 'POST /api/invoices/:id/payments',
    kind: 'invoice',
    expect: billing(201, 403),
    body: () => ({ amount: 100, currency: 'USD', paidOn: today(), method: 'bank_transfer' }),
  },
  // The fixture invoice has no payment: an admin passes every check and is told the payment is not there.
  {
    route: 'POST /api/invoices/:id/refunds',
    kind: 'invoice',
    expect: billing(404, 403),
    body: () => ({ paymentId: '00000000-0000-4000-8000-000000000000', amount: 1, paidOn: today() }),
  },
  {
    route: 'POST /api/invoices/:id/credit-notes',
    kind: 'invoice',
    expect: billing(201, 403),
    body: { reason: 'Table check', items: [{ description: 'Unused day', quantity: 1, amount: 10 }] },
  },
  { route: 'GET /api/clients/:id/credit-notes', kind: 'client', expect: billing(200, 200) },
  // The client's credit balance (decision 0093): client users read their own, never change it. The fixture client has
  // less credit than asked (or none), so an admin passes every check and is told so on `amount`.
  { route: 'GET /api/clients/:id/credit', kind: 'client', expect: billing(200, 200) },
  { route: 'POST /api/invoices/:id/apply-credit', kind: 'invoice', expect: billing(400, 403), body: { amount: 1_000_000 } },
  {
    route: 'POST /api/clients/:id/credit-refunds',
    kind: 'client',
    expect: billing(400, 403),
    body: () => ({ currency: 'USD', amount: 1_000_000, paidOn: today(), method: 'bank_transfer' }),
  },
  { route: 'GET /api/credit-notes/:id/pdf', kind: 'creditNote', expect: billing(200, 200) },
];
