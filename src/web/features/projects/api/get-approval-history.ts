import { queryOptions, useQuery } from '@tanstack/react-query';
import { milestoneApprovalsApi } from '@shared/api/milestone-approvals';
import type { MilestoneApprovalEntry } from '@shared/schemas/milestone-approvals';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function fetchApprovalHistory(id: string, signal?: AbortSignal): Promise<MilestoneApprovalEntry[]> {
  return request(milestoneApprovalsApi.history, { params: { id }, signal });
}

/** Under the project's milestones key, so whatever refreshes the milestones (a write, a live event) refreshes it. */
export function approvalHistoryQueryOptions(projectId: string, id: string) {
  return queryOptions({
    queryKey: queryKeys.milestones.approvalHistory(projectId, id),
    queryFn: ({ signal }) => fetchApprovalHistory(id, signal),
  });
}

export function useApprovalHistory(projectId: string, id: string, enabled: boolean) {
  return useQuery({ ...approvalHistoryQueryOptions(projectId, id), enabled });
}
