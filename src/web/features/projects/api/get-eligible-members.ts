import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EligibleMember } from '@shared/schemas/projects';
import { projectsApi } from '@shared/api/projects';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function fetchEligibleMembers(projectId: string, signal?: AbortSignal): Promise<EligibleMember[]> {
  return request(projectsApi.eligible, { params: { id: projectId }, signal });
}

export function eligibleMembersQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.projects.eligibleMembers(projectId),
    queryFn: ({ signal }) => fetchEligibleMembers(projectId, signal),
  });
}

/** Asked for only while the Add Team Member dialog is open. */
export function useEligibleMembers(projectId: string, enabled: boolean) {
  return useQuery({ ...eligibleMembersQueryOptions(projectId), enabled });
}
