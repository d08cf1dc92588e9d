/** The profit report (decision 0121): revenue, cost of time, expenses and margin, as JSON and as CSV. */
import { ProfitReport, ProfitReportQuery } from '../schemas/profit-report';
import { endpoint, fileOf } from './endpoint';
import { PROFIT_REPORT_EXAMPLE } from './examples';

const tag = 'Profit report';
const WHO = 'Staff who read financials (`financials.view`); everyone else 403.';
const FIGURES =
  'Per currency, never converted, integer minor units. Revenue invoiced: the issued invoices of the period (deposits, ' +
  "final invoices, retainers' fees, time and re-billed expenses) less the credit notes issued in it; an invoice of several " +
  "projects is split by what each project's time and expenses were billed at. Revenue collected: payments less refunds " +
  'received in the period. Cost of time: every finished time entry worked in the period at its cost rate, ' +
  '(minutes x cost rate + 30) / 60 per entry. Expenses: approved and invoiced expenses dated in the period, before tax, ' +
  'billable or not. Margin = revenue invoiced - cost of time - expenses.';
const PERIOD =
  'The period: `month` (YYYY-MM), `year` (YYYY), or `from` and `to` (months, both included, at most 12); the current year without any.';

export const profitReportApi = {
  get: endpoint({
    method: 'get',
    path: '/reports/profit',
    tag,
    summary: 'Profit per project, client or month',
    description: `Rows grouped by \`groupBy\` and currency, paged; \`totals\`, \`months\` and \`topClients\` cover the whole period. ${PERIOD} ${FIGURES} ${WHO}`,
    access: 'financials.view',
    query: ProfitReportQuery,
    reply: ProfitReport,
    example: PROFIT_REPORT_EXAMPLE,
  }),
  exportCsv: endpoint({
    method: 'get',
    path: '/reports/profit/export.csv',
    tag,
    summary: 'Export the profit report as CSV',
    description: `Every row the report would show with the same period, grouping and currency (no paging), amounts as decimals in each row's currency. ${PERIOD} ${WHO}`,
    access: 'financials.view',
    query: ProfitReportQuery,
    reply: fileOf('text/csv'),
  }),
};
