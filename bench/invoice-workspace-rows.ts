/**
 * The Invoices workspace's rows of the API benchmark (decision 0092): every client's invoices (the time invoices of the
 * bench set, bench/dataset-time.ts), first page, overdue only, searched by number and by client name, with the
 * ledger's figures beside each page; and the receivables' ageing. Lists at 25 ms, the ageing as a report at 50 ms.
 */
import { LIST_BUDGET_MS, TIME_BUDGET_MS, type TimeRow } from './time-rows';

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
  ];
}
