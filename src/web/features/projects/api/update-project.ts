import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetail, UpdateProjectInput } from '../../../../shared/schemas/projects';
import { projectsApi } from '../../../../shared/api/projects';
import { request } from '../../../lib/api';
import { PROJECT_LISTS_KEY, projectKey } from './keys';

export interface UpdateProjectVariables {
  id: string;
  input: UpdateProjectInput;
}

export function updateProject({ id, input }: UpdateProjectVariables): Promise<ProjectDetail> {
  return request(projectsApi.update, { params: { id }, body: input });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKey(project.id), project);
    },
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROJECT_LISTS_KEY }),
        // The team follows the project manager.
        queryClient.invalidateQueries({ queryKey: projectKey(id) }),
      ]),
  });
}
