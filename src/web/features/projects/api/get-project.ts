import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '@shared/schemas/projects';
import { projectsApi } from '@shared/api/projects';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function fetchProject(id: string, signal?: AbortSignal): Promise<ProjectDetail> {
  return request(projectsApi.get, { params: { id }, signal });
}

export function projectQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.projects.detail(id), queryFn: ({ signal }) => fetchProject(id, signal) });
}

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
