import type { QueryClient } from '@tanstack/react-query';
import { invalidateFor } from '@web/lib/invalidate';

/** After a milestone changes: its project's milestones and whatever counts or names them (src/web/lib/invalidate.ts). */
export function invalidateMilestones(queryClient: QueryClient, projectId: string) {
  return invalidateFor(queryClient, 'milestone', { projectId });
}
