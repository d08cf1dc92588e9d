/**
 * The client billing rows of the API benchmark (decision 0087): a client's billing answers one page of its invoices
 * (with that page's items) beside totals over all of them. The client user reads their own company's first page;
 * an admin reads the largest bench client's first and a later page. p95 budget 25 ms like the other lists.
 */
import { LIST_BUDGET_MS, type TimeIds, type TimeRow } from './time-rows';

export function clientBillingRows(ids: Pick<TimeIds, 'largestClient' | 'clientUserCompany'>): TimeRow[] {
  return [
    {
      name: 'client billing, page 1 (client user)',
      path: `/api/clients/${ids.clientUserCompany}/billing?page=1&pageSize=20`,
      as: 'client_primary',
      budget: LIST_BUDGET_MS,
    },
    {
      name: 'client billing of the largest client, page 1',
      path: `/api/clients/${ids.largestClient}/billing?page=1&pageSize=20`,
      as: 'admin',
      budget: LIST_BUDGET_MS,
    },
    {
      name: 'client billing of the largest client, page 2',
      path: `/api/clients/${ids.largestClient}/billing?page=2&pageSize=20`,
      as: 'admin',
      budget: LIST_BUDGET_MS,
    },
  ];
}
