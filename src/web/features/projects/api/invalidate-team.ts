import type { QueryClient } from '@tanstack/react-query';
import { eligibleMembersKey, projectKey, teamKey } from './keys';

/** After the team changes: the team, who may still join, and the project (which carries its team too). */
export function invalidateTeam(queryClient: QueryClient, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamKey(projectId) }),
    queryClient.invalidateQueries({ queryKey: eligibleMembersKey(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKey(projectId), exact: true }),
  ]);
}
