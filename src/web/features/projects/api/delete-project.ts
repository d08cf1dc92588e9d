import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsApi } from '../../../../shared/api/projects';
import { request } from '../../../lib/api';
import { PROJECT_LISTS_KEY, projectKey } from './keys';

export function deleteProject(id: string): Promise<unknown> {
  return request(projectsApi.remove, { params: { id } });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_data, id) => {
      // Left for a moment so the open screen does not refetch a 404 while it navigates away.
      window.setTimeout(() => queryClient.removeQueries({ queryKey: projectKey(id) }), 0);
      return queryClient.invalidateQueries({ queryKey: PROJECT_LISTS_KEY });
    },
  });
}
