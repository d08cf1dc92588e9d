import { queryOptions, useQuery } from '@tanstack/react-query';
import { milestoneApprovalsApi } from '@shared/api/milestone-approvals';
import type { PendingApproval } from '@shared/schemas/milestone-approvals';
import { request } from '@web/lib/api';
import { PENDING_APPROVALS_KEY } from './approval-keys';

export function fetchPendingApprovals(signal?: AbortSignal): Promise<PendingApproval[]> {
  return request(milestoneApprovalsApi.pending, { signal });
}

export function pendingApprovalsQueryOptions() {
  return queryOptions({ queryKey: PENDING_APPROVALS_KEY, queryFn: ({ signal }) => fetchPendingApprovals(signal) });
}

export function usePendingApprovals() {
  return useQuery(pendingApprovalsQueryOptions());
}
