import type { CreateProjectInput } from '@shared/schemas/projects';
import { projectsApi } from '@shared/api/projects';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';

export function useCreateProject() {
  return useEndpointMutation(projectsApi.create, (input: CreateProjectInput) => [{ body: input }], invalidates('project'));
}
