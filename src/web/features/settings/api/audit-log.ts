/** Settings > Audit Log: the read-only list, and the people it can be filtered by. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditLogApi } from '@shared/api/audit-log';
import { usersApi } from '@shared/api/users';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export const AUDIT_LOG_QUERY_KEY = queryKeys.auditLog.all;

/** `query`: the tab's list state (src/web/lib/list-state.ts). */
export function auditLogQueryOptions(query: string) {
  return queryOptions({
    queryKey: queryKeys.auditLog.list(query),
    queryFn: ({ signal }) => request(auditLogApi.list, { query, signal }),
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
    queryKey: queryKeys.users.auditActors,
    queryFn: ({ signal }) => request(usersApi.list, { query: { pageSize: 200 }, signal }),
    staleTime: 60_000,
  });
}
