import { projectsApi } from '@shared/api/projects';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { invalidateFor } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export function useDeleteProject() {
  return useEndpointMutation(
    projectsApi.remove,
    (id: string) => [{ params: { id } }],
    (queryClient) => ({
      onSuccess: (_data, id) => {
        // Left for a moment so the open screen does not refetch a 404 while it navigates away.
        window.setTimeout(() => queryClient.removeQueries({ queryKey: queryKeys.projects.detail(id) }), 0);
        return invalidateFor(queryClient, 'project', {}, { gone: queryKeys.projects.detail(id) });
      },
    }),
  );
}
