/**
 * The authorization table's rows for the Invoices workspace (decision 0092): every client's invoices, their CSV and the
 * ageing are read by staff who read financials (admins); client users read their own company's on their Billing page,
 * never these.
 */
import { onlyAdmins, type Row } from './authorization-rules';

export const INVOICES_ROWS: Row[] = [
  { route: 'GET /api/invoices', expect: onlyAdmins(200) },
  { route: 'GET /api/invoices/export.csv', expect: onlyAdmins(200) },
  { route: 'GET /api/invoices/ageing', expect: onlyAdmins(200) },
];
