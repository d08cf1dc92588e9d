import { useQuery } from '@tanstack/react-query';
import { projectsApi } from '@shared/api/projects';
import { request } from '@web/lib/api';
import { listQueryOptions } from '@web/lib/list-query';
import { queryKeys } from '@web/lib/query-keys';

/** `query`: the list state's API query (src/web/lib/list-state.ts). */
export const projectsQueryOptions = (query: string) =>
  listQueryOptions(queryKeys.projects.lists, query, (q, signal) => request(projectsApi.list, { query: q, signal }));

export function useProjects(query: string) {
  return useQuery(projectsQueryOptions(query));
}
