/**
 * A request's thread through the API (decision 0109). Its key starts with the request's own, so a live 'request'
 * event (a message, a note for staff, an answer) refreshes it with the request, and a post here refreshes both.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestsApi } from '@shared/api/requests';
import type { CreateRequestMessageInput } from '@shared/schemas/requests';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export const requestThreadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.requests.thread(id),
    queryFn: ({ signal }) => request(requestsApi.thread, { params: { id }, signal }),
  });

export function useRequestThread(id: string) {
  return useQuery(requestThreadQueryOptions(id));
}

export function usePostRequestMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRequestMessageInput) => request(requestsApi.postMessage, { params: { id }, body: input }),
    onSettled: () => invalidateFor(queryClient, 'request'),
  });
}
