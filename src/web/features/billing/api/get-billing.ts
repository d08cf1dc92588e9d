import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@shared/api/billing';
import { CUSTOMER_RECHECK_MS } from '@shared/schemas/billing';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

/** Every billing query starts with this key; billing mutations invalidate it. */
export const BILLING_QUERY_KEY = queryKeys.invoices.all;

export function billingQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: queryKeys.invoices.ofClient(clientId),
    queryFn: ({ signal }) => request(billingApi.get, { params: { id: clientId }, signal }),
    // docs/product.md, Limits: a pending Stripe customer is re-checked every 3 seconds until it completes.
    refetchInterval: (query) => (query.state.data?.customer?.status === 'pending' ? CUSTOMER_RECHECK_MS : false),
  });
}

export function useBilling(clientId: string) {
  return useQuery(billingQueryOptions(clientId));
}

export function invoiceQueryOptions(invoiceId: string) {
  return queryOptions({
    queryKey: queryKeys.invoices.detail(invoiceId),
    queryFn: ({ signal }) => request(billingApi.getInvoice, { params: { id: invoiceId }, signal }),
  });
}
