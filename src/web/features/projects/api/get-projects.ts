import { useQuery } from '@tanstack/react-query';
import { projectsApi } from '@shared/api/projects';
import { request } from '@web/lib/api';
import { listQueryOptions } from '@web/lib/list-query';
import { PROJECT_LISTS_KEY } from './keys';

/** `query`: the list state's API query (src/web/lib/list-state.ts). */
export const projectsQueryOptions = (query: string) =>
  listQueryOptions(PROJECT_LISTS_KEY, query, (q, signal) => request(projectsApi.list, { query: q, signal }));

export function useProjects(query: string) {
  return useQuery(projectsQueryOptions(query));
}
