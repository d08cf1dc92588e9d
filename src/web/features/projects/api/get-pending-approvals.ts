import { queryOptions, useQuery } from '@tanstack/react-query';
import { milestoneApprovalsApi } from '@shared/api/milestone-approvals';
import type { PendingApproval } from '@shared/schemas/milestone-approvals';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function fetchPendingApprovals(signal?: AbortSignal): Promise<PendingApproval[]> {
  return request(milestoneApprovalsApi.pending, { signal });
}

export function pendingApprovalsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.approvals.pending, queryFn: ({ signal }) => fetchPendingApprovals(signal) });
}

export function usePendingApprovals() {
  return useQuery(pendingApprovalsQueryOptions());
}
