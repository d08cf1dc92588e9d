/**
 * The tax rates of Settings > Billing (decision 0052), read by the settings and by every form that writes document
 * lines (invoices, quotes, credit notes): one query, one cache key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingSetupApi } from '../../shared/api/billing-setup';
import type { TaxRateDto } from '../../shared/schemas/billing-setup';
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

/**
 * The version of a rate a new price uses (decision 0089): the rate itself while active; once edited, its family's
 * active version; a rate archived as a whole has none (null).
 */
export function currentVersionId(rateId: string, rates: readonly TaxRateDto[]): string | null {
  const rate = rates.find((r) => r.id === rateId);
  if (!rate) return null;
  if (!rate.archivedAt) return rate.id;
  return rates.find((r) => r.familyId === rate.familyId && !r.archivedAt)?.id ?? null;
}
