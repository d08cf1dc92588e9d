import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateTeam } from './invalidate-team';

export function removeTeamMember(projectId: string, assignmentId: string): Promise<unknown> {
  return api.delete(`/api/projects/${encodeURIComponent(projectId)}/team/${encodeURIComponent(assignmentId)}`);
}

export function useRemoveTeamMember(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) => removeTeamMember(projectId, assignmentId),
    onSettled: () => invalidateTeam(queryClient, projectId),
  });
}
