import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@shared/api/account';
import { request } from '@web/lib/api';
import { API_KEYS_QUERY_KEY } from './api-keys';

export const SESSIONS_QUERY_KEY = ['account', 'sessions'] as const;

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
  return useMutation({ mutationFn: revokeSession, onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }) });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  // Signing out everywhere revokes the API keys too.
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
    },
  });
}
