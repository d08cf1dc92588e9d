import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsApi } from '@shared/api/projects';
import { request } from '@web/lib/api';
import { invalidateTeam } from './invalidate-team';

export function removeTeamMember(projectId: string, assignmentId: string): Promise<unknown> {
  return request(projectsApi.removeTeamMember, { params: { id: projectId, assignmentId } });
}

export function useRemoveTeamMember(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) => removeTeamMember(projectId, assignmentId),
    onSettled: () => invalidateTeam(queryClient, projectId),
  });
}
