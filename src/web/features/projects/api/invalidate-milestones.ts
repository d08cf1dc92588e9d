import type { QueryClient } from '@tanstack/react-query';
import { milestonesKey, projectKey } from './keys';

/** After a milestone changes: its list, and the project whose Milestones count it feeds. */
export function invalidateMilestones(queryClient: QueryClient, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: milestonesKey(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKey(projectId), exact: true }),
  ]);
}
