import { projectsApi } from '@shared/api/projects';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { PROJECT_LISTS_KEY, projectKey } from './keys';

export function useDeleteProject() {
  return useEndpointMutation(
    projectsApi.remove,
    (id: string) => [{ params: { id } }],
    (queryClient) => ({
      onSuccess: (_data, id) => {
        // Left for a moment so the open screen does not refetch a 404 while it navigates away.
        window.setTimeout(() => queryClient.removeQueries({ queryKey: projectKey(id) }), 0);
        return queryClient.invalidateQueries({ queryKey: PROJECT_LISTS_KEY });
      },
    }),
  );
}
