/**
 * A project's conversation through the API. Every key starts with ['messages', projectId], which the live updates
 * refresh on a 'message' event of that project, and which each write here invalidates.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '@shared/api/messages';
import type { MessagePage, ProjectMessage } from '@shared/schemas/messages';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

export function fetchMessages(projectId: string, before: string | undefined, signal?: AbortSignal): Promise<MessagePage> {
  return request(messagesApi.list, { params: { id: projectId }, query: before ? { before } : {}, signal });
}

/** Pages from the newest back: pages[0] is the newest, each page oldest first. */
export function useMessages(projectId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.messages.list(projectId),
    queryFn: ({ pageParam, signal }) => fetchMessages(projectId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.olderCursor ?? undefined,
  });
}

/** The conversation as it reads, oldest first, from the pages loaded so far. */
export function inReadingOrder(pages: readonly MessagePage[] | undefined): ProjectMessage[] {
  return [...(pages ?? [])].reverse().flatMap((page) => page.items);
}

function useRefresh(projectId: string) {
  const queryClient = useQueryClient();
  return () => invalidateFor(queryClient, 'message', { projectId });
}

export function usePostMessage(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (input: { body: string; internal: boolean }) => request(messagesApi.create, { params: { id: projectId }, body: input }),
    onSettled: refresh,
  });
}

export function useUpdateMessage(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => request(messagesApi.update, { params: { id }, body: { body } }),
    onSettled: refresh,
  });
}

export function useDeleteMessage(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({ mutationFn: (id: string) => request(messagesApi.remove, { params: { id } }), onSettled: refresh });
}
