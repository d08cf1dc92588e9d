/**
 * The tax rates of Settings > Billing (decision 0052), read by the settings and by every form that writes document
 * lines (invoices, quotes, credit notes): one query, one cache key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingSetupApi } from '../../shared/api/billing-setup';
import { request } from './api';
import { queryKeys } from '@web/lib/query-keys';

/** Every tax rate query (the settings list with archived ones, a form's active ones) starts with this. */
export const TAX_RATES_QUERY_KEY = queryKeys.taxRates.all;

export const taxRatesQuery = (includeArchived: boolean) =>
  queryOptions({
    queryKey: queryKeys.taxRates.list(includeArchived ? 'all' : 'active'),
    queryFn: ({ signal }) => request(billingSetupApi.taxRates, { query: includeArchived ? { includeArchived: 'true' } : {}, signal }),
  });

/** Active rates by default: the ones a new line may use. */
export function useTaxRates(includeArchived = false, enabled = true) {
  return useQuery({ ...taxRatesQuery(includeArchived), enabled });
}
