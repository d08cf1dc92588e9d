/**
 * The quotes rows of the API benchmark (decision 0055): the quotes list at scale (20,000 quotes in the full set,
 * bench/dataset.ts), first page, filtered by status, by the largest client, and searched by title and by number; p95 budget 25 ms
 * like the other lists.
 */
import { LIST_BUDGET_MS, type TimeRow } from './time-rows';

export function quoteRows(largestClient: string): TimeRow[] {
  return [
    { name: 'quotes, page 1', path: '/api/quotes?page=1', as: 'admin', budget: LIST_BUDGET_MS },
    { name: 'quotes sent, page 1', path: '/api/quotes?status=sent', as: 'admin', budget: LIST_BUDGET_MS },
    { name: 'quotes of the largest client', path: `/api/quotes?clientId=${largestClient}`, as: 'admin', budget: LIST_BUDGET_MS },
    { name: 'quotes searched by title', path: '/api/quotes?q=redesign', as: 'admin', budget: LIST_BUDGET_MS },
    { name: 'quotes searched by number (one quote)', path: '/api/quotes?q=QB-12345', as: 'admin', budget: LIST_BUDGET_MS },
  ];
}
