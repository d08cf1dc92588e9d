import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectInput, ProjectDetail } from '../../../../shared/schemas/projects';
import { projectsApi } from '../../../../shared/api/projects';
import { request } from '../../../lib/api';
import { PROJECT_LISTS_KEY } from './keys';

export function createProject(input: CreateProjectInput): Promise<ProjectDetail> {
  return request(projectsApi.create, { body: input });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECT_LISTS_KEY }),
  });
}
