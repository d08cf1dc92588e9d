import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@shared/api/billing';
import { CUSTOMER_RECHECK_MS } from '@shared/schemas/billing';
import { request } from '@web/lib/api';

/** Every billing query starts with this key; billing mutations invalidate it. */
export const BILLING_QUERY_KEY = ['billing'] as const;

export function billingQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'client', clientId] as const,
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
    queryKey: [...BILLING_QUERY_KEY, 'invoice', invoiceId] as const,
    queryFn: ({ signal }) => request(billingApi.getInvoice, { params: { id: invoiceId }, signal }),
  });
}
