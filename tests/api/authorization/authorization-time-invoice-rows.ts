/**
 * The authorization table's rows for Invoice time (decision 0049): admins only, as for a hand-made invoice; client
 * users 403 on their own company and 404 on another's. Sums, the fingerprint and the race are in
 * tests/api/billing/time-invoice.test.ts.
 */
import { billing, onlyAdmins, type Row } from './authorization-rules';
import { dueIn30 } from '../billing/billing-helpers';

const range = { from: '2025-03-01', to: '2025-03-31' };

export const TIME_INVOICE_ROWS: Row[] = [
  { route: 'POST /api/clients/:id/time-invoice/preview', kind: 'client', expect: billing(200, 403), body: range },
  // A made-up fingerprint: the admin passes every check and is told the time changed, so nothing is written.
  {
    route: 'POST /api/clients/:id/time-invoice',
    kind: 'client',
    expect: billing(409, 403),
    body: () => ({ ...range, fingerprint: 'not-a-preview', dueDate: dueIn30() }),
  },
  // The workspace default of "Include time not yet approved" (Settings).
  { route: 'GET /api/settings/invoice-time', expect: onlyAdmins(200) },
  { route: 'PUT /api/settings/invoice-time', expect: onlyAdmins(200), body: { includeUnapproved: false } },
];
