import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@shared/api/account';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

export const SESSIONS_QUERY_KEY = queryKeys.account.sessions;

export const fetchSessions = (signal?: AbortSignal) => request(accountApi.sessions, { signal });

export const sessionsQueryOptions = queryOptions({
  queryKey: SESSIONS_QUERY_KEY,
  queryFn: ({ signal }) => fetchSessions(signal),
  select: (data) => data.items,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

export const revokeSession = (id: string) => request(accountApi.revokeSession, { params: { id } });
export const revokeOtherSessions = () => request(accountApi.revokeOtherSessions);

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSuccess: () => invalidateFor(queryClient, 'session') });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  // Signing out everywhere revokes the API keys too.
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: async () => {
      await invalidateFor(queryClient, 'session');
    },
  });
}
