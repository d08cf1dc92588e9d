/**
 * Settings > Accounting: the account mapping and the accounting exports (docs/decisions/0123-accounting-exports.md,
 * 0124-account-mapping.md). Admins only (`accounting.export`).
 */
import { AccountingExportQuery, AccountMapping, AccountMappingInput } from '../schemas/accounting';
import { endpoint, fileOf } from './endpoint';
import { ACCOUNT_MAPPING_EXAMPLE } from './examples';

const tag = 'Accounting';
const WHO = 'Admins (`accounting.export`); everyone else 403.';

export const accountingApi = {
  mapping: endpoint({
    method: 'get',
    path: '/accounting/mapping',
    tag,
    summary: 'Read the account mapping',
    description:
      'Every account the exports write: the fixed accounts (sales, late fees, credit notes, receivables, clients’ credit, ' +
      'bank, expenses payable, sales tax, input tax, and the tax type of untaxed lines), then each expense category, tax ' +
      'rate family and payment method, each with the code the admins set or its default (`isDefault`). ' +
      WHO,
    access: 'accounting.export',
    reply: AccountMapping,
    example: ACCOUNT_MAPPING_EXAMPLE,
  }),
  updateMapping: endpoint({
    method: 'put',
    path: '/accounting/mapping',
    tag,
    summary: 'Set account codes',
    description:
      'Sets the code (and, for a tax rate, its name in the accounting system) of each account sent; an empty code puts ' +
      'the default back. Accounts not sent keep theirs. A category, rate family or key that does not exist is refused ' +
      `with a message per entry (400), and nothing is written. Answers the whole mapping. ${WHO}`,
    access: 'accounting.export',
    body: AccountMappingInput,
    reply: AccountMapping,
  }),
  exportCsv: endpoint({
    method: 'get',
    path: '/accounting/export.csv',
    tag,
    summary: 'Export a period to accounting',
    description:
      'One CSV of a period (days in UTC, both included): `xero-invoices` (Xero’s sales invoice import template; credit ' +
      'notes as negative lines), `xero-bills` (Xero’s bill template, approved and invoiced expenses), `qbo-invoices` ' +
      '(QuickBooks Online’s invoice import), `qbo-expenses` (QuickBooks Online’s bill import), or `journal` (every ' +
      'invoice, credit note, payment, refund, credit refund and expense as balanced double-entry rows). Issued documents ' +
      'only, as they stand when exported: drafts and void invoices are left out. The same period exported twice gives the ' +
      `same bytes. Each export is written to the audit log. ${WHO}`,
    access: 'accounting.export',
    query: AccountingExportQuery,
    reply: fileOf('text/csv'),
  }),
};
