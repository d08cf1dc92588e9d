import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectList } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api';
import { projectListPath, type ProjectFilters } from '../project-filters';
import { PROJECT_LISTS_KEY } from './keys';

export function fetchProjects(filters: ProjectFilters, signal?: AbortSignal): Promise<ProjectList> {
  return api.get<ProjectList>(projectListPath(filters), signal);
}

export function projectsQueryOptions(filters: ProjectFilters) {
  return queryOptions({
    queryKey: [...PROJECT_LISTS_KEY, filters] as const,
    queryFn: ({ signal }) => fetchProjects(filters, signal),
    // Keep the current rows on screen while the next search or page loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useProjects(filters: ProjectFilters) {
  return useQuery(projectsQueryOptions(filters));
}
