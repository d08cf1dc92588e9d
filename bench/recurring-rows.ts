/**
 * The recurring invoices rows of the API benchmark (decision 0057): the schedules list, first page and filtered to a
 * client, p95 budget 25 ms like the other lists. The sweep over thousands of due schedules is measured by
 * tests/api/billing/recurring-scale.test.ts (RECURRING_SCALE=5000), since it writes invoices.
 */
import { LIST_BUDGET_MS, type TimeRow } from './time-rows';

export function recurringRows(largestClient: string): TimeRow[] {
  return [
    { name: 'recurring schedules, page 1', path: '/api/recurring-schedules?page=1', as: 'admin', budget: LIST_BUDGET_MS },
    {
      name: 'recurring schedules of the largest client',
      path: `/api/recurring-schedules?clientId=${largestClient}`,
      as: 'admin',
      budget: LIST_BUDGET_MS,
    },
  ];
}
