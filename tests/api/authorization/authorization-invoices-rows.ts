/**
 * The authorization table's rows for the Invoices workspace (decision 0092): every client's invoices, their CSV and the
 * ageing are read by staff who read financials (admins); client users read their own company's on their Billing page,
 * never these.
 */
import type { Fixture } from './authorization-fixtures';
import { onlyAdmins, type Row } from './authorization-rules';

export const INVOICES_ROWS: Row[] = [
  { route: 'GET /api/invoices', expect: onlyAdmins(200) },
  { route: 'GET /api/invoices/export.csv', expect: onlyAdmins(200) },
  { route: 'GET /api/invoices/ageing', expect: onlyAdmins(200) },
  // The bulk actions: refused by capability before any invoice is looked at, so the same for any company's.
  { route: 'GET /api/invoices/pdfs.zip', kind: 'invoice', url: '/api/invoices/pdfs.zip?ids=:id', expect: onlyAdmins(200) },
  { route: 'POST /api/invoices/reminders', kind: 'invoice', expect: onlyAdmins(200), body: (f: Fixture) => ({ ids: [f.id] }) },
];
