/** The agency's quotes: list, one quote, create, save whole, send (decision 0055). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { quotesApi } from '@shared/api/quotes';
import type { CreateQuoteInput, QuoteListQuery, SaveQuoteInput } from '@shared/schemas/quotes';
import { request } from '@web/lib/api';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export type QuoteListParams = Partial<Pick<QuoteListQuery, 'page' | 'q' | 'status' | 'clientId'>>;

export function useQuotes(params: QuoteListParams) {
  return useQuery({
    queryKey: queryKeys.quotes.list(params),
    queryFn: ({ signal }) => request(quotesApi.list, { query: { pageSize: 25, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const quoteQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.quotes.detail(id), queryFn: ({ signal }) => request(quotesApi.get, { params: { id }, signal }) });

export function useQuote(id: string | null) {
  return useQuery({ ...quoteQueryOptions(id ?? ''), enabled: id !== null });
}

export function useClientChoices(enabled = true) {
  return useQuery({
    queryKey: queryKeys.options.clients,
    queryFn: ({ signal }) => request(optionsApi.clients, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

export function useCreateQuote() {
  return useEndpointMutation(quotesApi.create, (input: CreateQuoteInput) => [{ body: input }], invalidates('quote'));
}

export function useSaveQuote() {
  return useEndpointMutation(
    quotesApi.save,
    (v: { id: string; input: SaveQuoteInput }) => [{ params: { id: v.id }, body: v.input }],
    invalidates('quote'),
  );
}

export function useSendQuote() {
  return useEndpointMutation(quotesApi.send, (id: string) => [{ params: { id } }], invalidates('quote'));
}
