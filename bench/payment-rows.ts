/**
 * The payments rows of the API benchmark (decision 0054): the largest client's credit notes (at most 200, newest first,
 * off credit_notes_client_idx), p95 budget 25 ms like the other lists. An invoice's payments are read per invoice in
 * its details dialog and are not a list of their own.
 */
import { LIST_BUDGET_MS, type TimeRow } from './time-rows';

export function paymentRows(largestClient: string): TimeRow[] {
  return [
    { name: 'credit notes of the largest client', path: `/api/clients/${largestClient}/credit-notes`, as: 'admin', budget: LIST_BUDGET_MS },
  ];
}
