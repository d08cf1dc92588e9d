import { useQuery } from '@tanstack/react-query';
import type { ProjectList } from '../../../../shared/schemas/projects';
import { listQueryOptions } from '../../../lib/list-query';
import { PROJECT_LISTS_KEY } from './keys';

/** `query`: the list state's API query (src/web/lib/list-state.ts). */
export const projectsQueryOptions = (query: string) => listQueryOptions<ProjectList>(PROJECT_LISTS_KEY, '/api/projects', query);

export function useProjects(query: string) {
  return useQuery(projectsQueryOptions(query));
}
