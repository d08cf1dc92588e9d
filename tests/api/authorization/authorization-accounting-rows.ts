/**
 * The authorization table's rows for Settings > Accounting (decisions 0123 and 0124): the account mapping and the
 * accounting exports are admins' (accounting.export), refused to everyone else before any read. What they do is in
 * tests/api/billing/accounting-export.test.ts.
 */
import { onlyAdmins, type Row } from './authorization-rules';

export const ACCOUNTING_ROWS: Row[] = [
  { route: 'GET /api/accounting/mapping', expect: onlyAdmins(200) },
  {
    route: 'PUT /api/accounting/mapping',
    expect: onlyAdmins(200),
    body: { entries: [{ kind: 'fixed', key: 'bank', accountCode: '090' }] },
  },
  {
    route: 'GET /api/accounting/export.csv',
    url: '/api/accounting/export.csv?format=journal&from=2026-01-01&to=2026-01-31',
    expect: onlyAdmins(200),
  },
];
