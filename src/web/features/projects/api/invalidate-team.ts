import type { QueryClient } from '@tanstack/react-query';
import { invalidateFor } from '@web/lib/invalidate';

/** After the team changes: the team, who may still join, the project (which carries its team too), rates and pickers. */
export function invalidateTeam(queryClient: QueryClient, projectId: string) {
  return invalidateFor(queryClient, 'projectTeam', { projectId });
}
