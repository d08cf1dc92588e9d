/** The tax report (decision 0098): tax per rate, per period and per currency, as JSON and as CSV. */
import { TaxReport, TaxReportQuery } from '../schemas/tax-report';
import { endpoint, fileOf } from './endpoint';
import { TAX_REPORT_EXAMPLE } from './examples';

const tag = 'Invoices';
const WHO = 'Staff who read financials (`financials.view`); everyone else 403.';
const BASES =
  '`basis=issued`: invoices issued in the period (not drafts, not void) less the credit notes issued in it; ' +
  "`basis=paid`: each rate's share of the money received in the period (payments less refunds), in proportion to the " +
  "invoice's figures for that rate over its total.";

export const taxReportApi = {
  get: endpoint({
    method: 'get',
    path: '/reports/tax',
    tag,
    summary: 'Tax per rate for a period',
    description: `Taxable net, tax, gross and the number of documents per tax rate (name, rate and kind as the lines copied them) and currency. ${BASES} ${WHO}`,
    access: 'financials.view',
    query: TaxReportQuery,
    reply: TaxReport,
    example: TAX_REPORT_EXAMPLE,
  }),
  exportCsv: endpoint({
    method: 'get',
    path: '/reports/tax/export.csv',
    tag,
    summary: 'Export the tax report as CSV',
    description: `The report's rows with the same period and basis; amounts as decimals in each row's currency. ${WHO}`,
    access: 'financials.view',
    query: TaxReportQuery,
    reply: fileOf('text/csv'),
  }),
};
