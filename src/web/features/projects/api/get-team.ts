import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@shared/schemas/projects';
import { projectsApi } from '@shared/api/projects';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function fetchTeam(projectId: string, signal?: AbortSignal): Promise<TeamMember[]> {
  return request(projectsApi.team, { params: { id: projectId }, signal });
}

export function teamQueryOptions(projectId: string) {
  return queryOptions({ queryKey: queryKeys.projects.team(projectId), queryFn: ({ signal }) => fetchTeam(projectId, signal) });
}

export function useTeam(projectId: string, placeholder?: TeamMember[]) {
  return useQuery({ ...teamQueryOptions(projectId), placeholderData: placeholder });
}
