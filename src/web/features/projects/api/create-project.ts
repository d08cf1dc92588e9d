import type { CreateProjectInput } from '@shared/schemas/projects';
import { projectsApi } from '@shared/api/projects';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { PROJECT_LISTS_KEY } from './keys';

export function useCreateProject() {
  return useEndpointMutation(
    projectsApi.create,
    (input: CreateProjectInput) => [{ body: input }],
    (queryClient) => ({ onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECT_LISTS_KEY }) }),
  );
}
