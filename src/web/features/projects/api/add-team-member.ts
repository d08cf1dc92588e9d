import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddTeamMemberInput, TeamMember } from '@shared/schemas/projects';
import { projectsApi } from '@shared/api/projects';
import { request } from '@web/lib/api';
import { invalidateTeam } from './invalidate-team';

export function addTeamMember(projectId: string, input: AddTeamMemberInput): Promise<TeamMember> {
  return request(projectsApi.addTeamMember, { params: { id: projectId }, body: input });
}

export function useAddTeamMember(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddTeamMemberInput) => addTeamMember(projectId, input),
    onSettled: () => invalidateTeam(queryClient, projectId),
  });
}
