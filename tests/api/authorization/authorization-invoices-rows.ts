/**
 * The authorization table's rows for the Invoices workspace (decision 0092): every client's invoices, their CSV, the
 * ageing and the tax report (decision 0098) are read by staff who read financials (admins); client users read their own company's on their Billing page,
 * never these.
 */
import type { Fixture } from './authorization-fixtures';
import { billing, onlyAdmins, type Row } from './authorization-rules';

/** The tax report needs a period. */
const PERIOD = 'from=2026-01-01&to=2026-01-31&basis=paid';

export const INVOICES_ROWS: Row[] = [
  { route: 'GET /api/invoices', expect: onlyAdmins(200) },
  { route: 'GET /api/invoices/export.csv', expect: onlyAdmins(200) },
  { route: 'GET /api/invoices/ageing', expect: onlyAdmins(200) },
  // The bulk actions: refused by capability before any invoice is looked at, so the same for any company's.
  { route: 'GET /api/invoices/pdfs.zip', kind: 'invoice', url: '/api/invoices/pdfs.zip?ids=:id', expect: onlyAdmins(200) },
  { route: 'POST /api/invoices/reminders', kind: 'invoice', expect: onlyAdmins(200), body: (f: Fixture) => ({ ids: [f.id] }) },
  { route: 'GET /api/reports/tax', url: `/api/reports/tax?${PERIOD}`, expect: onlyAdmins(200) },
  { route: 'GET /api/reports/tax/export.csv', url: `/api/reports/tax/export.csv?${PERIOD}`, expect: onlyAdmins(200) },
  // A draft's edit (decision 0095): the table's invoice is issued, so staff are told it is frozen (409); client users
  // are refused before the body is read.
  { route: 'PATCH /api/invoices/:id/draft', kind: 'invoice', expect: billing(409, 403), body: { poNumber: 'PO-1' } },
];
