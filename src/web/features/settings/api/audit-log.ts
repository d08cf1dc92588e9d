/** Settings > Audit Log: the read-only list, and the people it can be filtered by. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogList } from '../../../../shared/schemas/audit-log';
import type { UserList } from '../../../../shared/schemas/users';
import { api } from '../../../lib/api';
import { withQuery } from '../../../lib/list-state';

export const AUDIT_LOG_QUERY_KEY = ['audit-log'] as const;

/** `query`: the tab's list state (src/web/lib/list-state.ts). */
export function auditLogQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...AUDIT_LOG_QUERY_KEY, query] as const,
    queryFn: ({ signal }) => api.get<AuditLogList>(withQuery('/api/audit-log', query), signal),
    // The rows stay on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: string, enabled: boolean) {
  return useQuery({ ...auditLogQueryOptions(query), enabled });
}

/** The 'Who' filter's choices: the first 200 users by the server's order is plenty for a workspace's team. */
export function useAuditActors() {
  return useQuery({
    queryKey: ['users', 'list', 'audit-actors'] as const,
    queryFn: ({ signal }) => api.get<UserList>('/api/users?pageSize=200', signal),
    staleTime: 60_000,
  });
}
