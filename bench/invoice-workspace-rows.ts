/**
 * The Invoices workspace's rows of the API benchmark (decision 0092), on the bench set's 50,000 invoices and 200,000
 * payments (bench/dataset-ledger.ts): the first page, filtered by status, client, currency, period and overdue, and
 * searched by number and by client name, with the ledger's figures beside each page; the receivables' ageing; a year's
 * tax report on both bases (decision 0098); the largest client's statement (decision 0097); the profit report of a
 * month and of a year (decision 0121); a month's journal for the accountant (decision 0123: the month's invoices,
 * their lines and payments, about 5,000 rows). Lists at 25 ms, the reports at 50 ms, the export at 2 s. The
 * dashboard's revenue chart is the 'overview dashboard' row (bench/api.ts).
 */
import { LIST_BUDGET_MS, TIME_BUDGET_MS, type TimeRow } from './time-rows';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** The last 365 days: the longest period the report takes. */
const YEAR = `from=${day(365)}&to=${day(0)}`;
/** The last 30 days: an accountant's month. */
const MONTH = `from=${day(30)}&to=${day(0)}`;
/** A whole file of a month's documents, written and recorded in the audit log. */
const EXPORT_BUDGET_MS = 2_000;
const month = (monthsAgo: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsAgo, 1)).toISOString().slice(0, 7);
};

export function invoiceWorkspaceRows(largestClient: string): TimeRow[] {
  const list = (name: string, query: string): TimeRow => ({
    name: `invoices workspace, ${name}`,
    path: `/api/invoices?${query}&pageSize=25`,
    as: 'admin',
    budget: LIST_BUDGET_MS,
  });
  const report = (name: string, path: string): TimeRow => ({ name, path, as: 'admin', budget: TIME_BUDGET_MS });
  return [
    list('page 1', 'page=1'),
    list('status open', 'status=open'),
    list('status partially paid', 'status=partially_paid'),
    list('one client', `clientId=${largestClient}`),
    list('currency EUR', 'currency=EUR'),
    list('a quarter', `from=${day(180)}&to=${day(90)}`),
    list('overdue', 'overdue=true'),
    list('searched by number', 'q=BI-4242'),
    list('searched by number prefix', 'q=BT-42-'),
    list('searched by client name', 'q=Studio'),
    report('receivables ageing', '/api/invoices/ageing'),
    report('tax report, issued, a year', `/api/reports/tax?${YEAR}&basis=issued`),
    report('tax report, paid, a year', `/api/reports/tax?${YEAR}&basis=paid`),
    report('statement of the largest client, this year', `/api/clients/${largestClient}/statement`),
    report('statement of the largest client, a year', `/api/clients/${largestClient}/statement?${YEAR}`),
    {
      name: "accounting export, a month's documents (5,000 rows)",
      path: `/api/accounting/export.csv?format=journal&${MONTH}`,
      as: 'admin',
      budget: EXPORT_BUDGET_MS,
    },
    // The profit report (decision 0121): the ledger's revenue split by project, the time tallies' cost and the
    // expenses of the period (none or the bench set's 200,000), grouped by project: last month, and the last 12 months.
    report('profit report, a month', `/api/reports/profit?month=${month(1)}&groupBy=project`),
    report('profit report, a year', `/api/reports/profit?from=${month(11)}&to=${month(0)}&groupBy=project`),
  ];
}
