/**
 * The rows of the API benchmark for the screens added after the first round that had none: the busy project's
 * conversation and Files tab (bench/dataset-collaboration.ts), the largest client's Billing tab (its invoices), and
 * the utilization report of last month's weeks. Lists have the list budget (25 ms), the report the dashboards' (50 ms).
 */
import { LIST_BUDGET_MS, TIME_BUDGET_MS, type TimeIds, type TimeRow } from './time-rows';

export function collaborationRows(ids: TimeIds): TimeRow[] {
  return [
    {
      name: "busy project's conversation, newest page (manager)",
      path: `/api/projects/${ids.busyProject}/messages`,
      as: 'manager',
      budget: LIST_BUDGET_MS,
    },
    // The same screen as the client reads it: internal notes left out by the visibility filter (decision 0103).
    {
      name: "client's busiest conversation, newest page (client user)",
      path: `/api/projects/${ids.clientUserProject}/messages`,
      as: 'client_primary',
      budget: LIST_BUDGET_MS,
    },
    { name: "busy project's files, page 1", path: `/api/projects/${ids.busyProject}/files`, as: 'admin', budget: LIST_BUDGET_MS },
    // A client's invoices are listed on its Billing tab, one answer with the billing state.
    {
      name: "largest client's Billing tab (its invoices)",
      path: `/api/clients/${ids.largestClient}/billing`,
      as: 'admin',
      budget: LIST_BUDGET_MS,
    },
    {
      name: 'utilization report, last month',
      path: `/api/reports/time/utilization?from=${ids.monthFrom}&to=${ids.monthTo}`,
      as: 'admin',
      budget: TIME_BUDGET_MS,
    },
  ];
}
