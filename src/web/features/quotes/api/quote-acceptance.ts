/** The client's reading of a quote, its signature and decline, and an admin's conversion (decision 0056). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteAcceptanceApi } from '@shared/api/quote-acceptance';
import type { AcceptQuoteInput, DeclineQuoteInput } from '@shared/schemas/quote-acceptance';
import { request } from '@web/lib/api';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

/** Every quote query starts with this key (the staff screens' too): an answer or a conversion refreshes them all. */
export const QUOTES_QUERY_KEY = queryKeys.quotes.all;

export const clientQuoteQueryOptions = (id: string, token?: string) =>
  queryOptions({
    queryKey: queryKeys.quotes.document(id, token ?? null),
    queryFn: ({ signal }) => request(quoteAcceptanceApi.clientQuote, { params: { id }, query: { t: token }, signal }),
  });

export function useClientQuote(id: string, token?: string) {
  return useQuery(clientQuoteQueryOptions(id, token));
}

// An answer changes the quote, the admins' lists, and (converted) projects, tasks and invoices (src/web/lib/invalidate.ts).
const refreshAll = invalidates('quote');

export function useAcceptQuote() {
  return useEndpointMutation(
    quoteAcceptanceApi.accept,
    (v: { id: string; input: AcceptQuoteInput }) => [{ params: { id: v.id }, body: v.input }],
    refreshAll,
  );
}

export function useDeclineQuote() {
  return useEndpointMutation(
    quoteAcceptanceApi.decline,
    (v: { id: string; input: DeclineQuoteInput }) => [{ params: { id: v.id }, body: v.input }],
    refreshAll,
  );
}

export function useConvertQuote() {
  return useEndpointMutation(quoteAcceptanceApi.convert, (id: string) => [{ params: { id } }], refreshAll);
}

export function useCreateDepositInvoice() {
  return useEndpointMutation(quoteAcceptanceApi.depositInvoice, (id: string) => [{ params: { id } }], refreshAll);
}

export function useCreateFinalInvoice() {
  return useEndpointMutation(quoteAcceptanceApi.finalInvoice, (id: string) => [{ params: { id } }], refreshAll);
}
