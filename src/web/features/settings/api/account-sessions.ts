import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '../../../../shared/api-types';
import { api } from '../../../lib/api';

export const SESSIONS_QUERY_KEY = ['account', 'sessions'] as const;

export const fetchSessions = (signal?: AbortSignal) => api.get<{ items: AccountSession[] }>('/api/account/sessions', signal);

export const sessionsQueryOptions = queryOptions({
  queryKey: SESSIONS_QUERY_KEY,
  queryFn: ({ signal }) => fetchSessions(signal),
  select: (data) => data.items,
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

export const revokeSession = (id: string) => api.delete<void>(`/api/account/sessions/${id}`);
export const revokeOtherSessions = () => api.post<{ revoked: number }>('/api/account/sessions/revoke-others', {});

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }) });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeOtherSessions, onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }) });
}
