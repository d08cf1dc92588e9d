import type { UpdateProjectInput } from '@shared/schemas/projects';
import { projectsApi } from '@shared/api/projects';
import { useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';
import { PROJECT_LISTS_KEY, projectKey } from './keys';

export function useUpdateProject() {
  return useEndpointMutation(
    projectsApi.update,
    ({ id, input }: UpdateVariables<UpdateProjectInput>) => [{ params: { id }, body: input }],
    (queryClient) => ({
      onSuccess: (project) => {
        queryClient.setQueryData(projectKey(project.id), project);
      },
      onSettled: (_data, _error, { id }) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: PROJECT_LISTS_KEY }),
          // The team follows the project manager.
          queryClient.invalidateQueries({ queryKey: projectKey(id) }),
        ]),
    }),
  );
}
