import type { UpdateProjectInput } from '@shared/schemas/projects';
import { projectsApi } from '@shared/api/projects';
import { useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';
import { invalidateForAll } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export function useUpdateProject() {
  return useEndpointMutation(
    projectsApi.update,
    ({ id, input }: UpdateVariables<UpdateProjectInput>) => [{ params: { id }, body: input }],
    (queryClient) => ({
      onSuccess: (project) => {
        queryClient.setQueryData(queryKeys.projects.detail(project.id), project);
      },
      onSettled: (_data, _error, { id }) =>
        // The team follows the project manager.
        invalidateForAll(queryClient, ['project', 'projectTeam'], { projectId: id }),
    }),
  );
}
