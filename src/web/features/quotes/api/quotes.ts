/** The agency's quotes: list, one quote, create, save whole, send (decision 0055). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { quotesApi } from '@shared/api/quotes';
import type { CreateQuoteInput, QuoteListQuery, SaveQuoteInput } from '@shared/schemas/quotes';
import { request } from '@web/lib/api';
import { invalidateAll, useEndpointMutation } from '@web/lib/endpoint-mutation';
import { QUOTES_QUERY_KEY } from './quote-acceptance';

export type QuoteListParams = Partial<Pick<QuoteListQuery, 'page' | 'q' | 'status' | 'clientId'>>;

export function useQuotes(params: QuoteListParams) {
  return useQuery({
    queryKey: [...QUOTES_QUERY_KEY, 'list', params] as const,
    queryFn: ({ signal }) => request(quotesApi.list, { query: { pageSize: 25, ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const quoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...QUOTES_QUERY_KEY, 'one', id] as const,
    queryFn: ({ signal }) => request(quotesApi.get, { params: { id }, signal }),
  });

export function useQuote(id: string | null) {
  return useQuery({ ...quoteQueryOptions(id ?? ''), enabled: id !== null });
}

export function useClientChoices(enabled = true) {
  return useQuery({
    queryKey: ['options', 'clients'] as const,
    queryFn: ({ signal }) => request(optionsApi.clients, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

export function useCreateQuote() {
  return useEndpointMutation(quotesApi.create, (input: CreateQuoteInput) => [{ body: input }], invalidateAll);
}

export function useSaveQuote() {
  return useEndpointMutation(
    quotesApi.save,
    (v: { id: string; input: SaveQuoteInput }) => [{ params: { id: v.id }, body: v.input }],
    invalidateAll,
  );
}

export function useSendQuote() {
  return useEndpointMutation(quotesApi.send, (id: string) => [{ params: { id } }], invalidateAll);
}
