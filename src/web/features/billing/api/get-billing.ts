import { queryOptions, useQuery } from '@tanstack/react-query';
import { CUSTOMER_RECHECK_MS, type Billing, type InvoiceDto } from '../../../../shared/schemas/billing';
import { api } from '../../../lib/api';

/** Every billing query starts with this key; billing mutations invalidate it. */
export const BILLING_QUERY_KEY = ['billing'] as const;

export function billingQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'client', clientId] as const,
    queryFn: ({ signal }) => api.get<Billing>(`/api/clients/${encodeURIComponent(clientId)}/billing`, signal),
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
    queryFn: ({ signal }) => api.get<InvoiceDto>(`/api/invoices/${encodeURIComponent(invoiceId)}`, signal),
  });
}
