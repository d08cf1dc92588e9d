/**
 * The authorization table's rows for the Invoices workspace (decision 0092): every client's invoices, their CSV and the
 * ageing are read by staff who read financials (admins); client users read their own company's on their Billing page,
 * never these.
 */
import { billing, onlyAdmins, type Row } from './authorization-rules';

export const INVOICES_ROWS: Row[] = [
  { route: 'GET /api/invoices', expect: onlyAdmins(200) },
  { route: 'GET /api/invoices/export.csv', expect: onlyAdmins(200) },
  { route: 'GET /api/invoices/ageing', expect: onlyAdmins(200) },
  // A draft's edit (decision 0095): the table's invoice is issued, so staff are told it is frozen (409); client users
  // are refused before the body is read.
  { route: 'PATCH /api/invoices/:id/draft', kind: 'invoice', expect: billing(409, 403), body: { poNumber: 'PO-1' } },
];
