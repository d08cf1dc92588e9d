import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { billingApi } from '@shared/api/billing';
import { CUSTOMER_RECHECK_MS } from '@shared/schemas/billing';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

/** Every billing query starts with this key; billing mutations invalidate it. */
export const BILLING_QUERY_KEY = queryKeys.invoices.all;

/** Invoices a page on the billing screen; the totals above them count every invoice. */
export const INVOICES_PAGE_SIZE = 20;

export function billingQueryOptions(clientId: string, page = 1) {
  return queryOptions({
    queryKey: queryKeys.invoices.clientPage(clientId, page),
    queryFn: ({ signal }) => request(billingApi.get, { params: { id: clientId }, query: { page, pageSize: INVOICES_PAGE_SIZE }, signal }),
    // The page shown stays while the next one loads, so Next does not blank the totals and the table.
    placeholderData: keepPreviousData,
    // docs/product.md, Limits: a pending Stripe customer is re-checked every 3 seconds until it completes.
    refetchInterval: (query) => (query.state.data?.customer?.status === 'pending' ? CUSTOMER_RECHECK_MS : false),
  });
}

export function useBilling(clientId: string, page = 1) {
  return useQuery(billingQueryOptions(clientId, page));
}

export function invoiceQueryOptions(invoiceId: string) {
  return queryOptions({
    queryKey: queryKeys.invoices.detail(invoiceId),
    queryFn: ({ signal }) => request(billingApi.getInvoice, { params: { id: invoiceId }, signal }),
  });
}
