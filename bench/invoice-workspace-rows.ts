/**
 * The Invoices workspace's rows of the API benchmark (decision 0092): every client's invoices (the time invoices of the
 * bench set, bench/dataset-time.ts), first page, overdue only, searched by number and by client name, with the
 * ledger's figures beside each page; the receivables' ageing; and a year's tax report on both bases (decision 0098).
 * Lists at 25 ms, the ageing and the tax report as reports at 50 ms.
 */
import { LIST_BUDGET_MS, TIME_BUDGET_MS, type TimeRow } from './time-rows';

/** The last 365 days: the longest period the report takes. */
const YEAR = `from=${new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`;

export function invoiceWorkspaceRows(): TimeRow[] {
  return [
    { name: 'invoices workspace, page 1', path: '/api/invoices?page=1&pageSize=25', as: 'admin', budget: LIST_BUDGET_MS },
    { name: 'invoices workspace, overdue', path: '/api/invoices?overdue=true&pageSize=25', as: 'admin', budget: LIST_BUDGET_MS },
    { name: 'invoices workspace, searched by number', path: '/api/invoices?q=BT-42-&pageSize=25', as: 'admin', budget: LIST_BUDGET_MS },
    {
      name: 'invoices workspace, searched by client name',
      path: '/api/invoices?q=Studio&pageSize=25',
      as: 'admin',
      budget: LIST_BUDGET_MS,
    },
    { name: 'receivables ageing', path: '/api/invoices/ageing', as: 'admin', budget: TIME_BUDGET_MS },
    { name: 'tax report, issued, a year', path: `/api/reports/tax?${YEAR}&basis=issued`, as: 'admin', budget: TIME_BUDGET_MS },
    { name: 'tax report, paid, a year', path: `/api/reports/tax?${YEAR}&basis=paid`, as: 'admin', budget: TIME_BUDGET_MS },
  ];
}
