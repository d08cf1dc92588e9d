import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Milestone } from '@shared/schemas/projects';
import { milestonesApi } from '@shared/api/milestones';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function fetchMilestones(projectId: string, signal?: AbortSignal): Promise<Milestone[]> {
  return request(milestonesApi.list, { params: { id: projectId }, signal });
}

export function milestonesQueryOptions(projectId: string) {
  return queryOptions({ queryKey: queryKeys.milestones.list(projectId), queryFn: ({ signal }) => fetchMilestones(projectId, signal) });
}

export function useMilestones(projectId: string) {
  return useQuery(milestonesQueryOptions(projectId));
}
