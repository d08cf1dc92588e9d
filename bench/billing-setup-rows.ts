/**
 * The Settings > Billing rows of the API benchmark (decision 0052): the tax rates a line's select reads each time the
 * invoice form opens, p95 budget 25 ms like the other lists. The list is short by nature (an agency has a handful of
 * rates), so it is not paged.
 */
import { LIST_BUDGET_MS, type TimeRow } from './time-rows';

export function billingSetupRows(): TimeRow[] {
  return [{ name: 'tax rates, active', path: '/api/tax-rates', as: 'admin', budget: LIST_BUDGET_MS }];
}
