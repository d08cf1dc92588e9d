import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import type { Milestone } from '@shared/schemas/projects';
import { milestonesApi } from '@shared/api/milestones';
import { errorMessage, request } from '@web/lib/api';
import { orderByIds } from '../milestone-order';
import { invalidateFor } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export function reorderMilestones(projectId: string, ids: string[]): Promise<Milestone[]> {
  return request(milestonesApi.reorder, { params: { id: projectId }, body: { ids } });
}

/**
 * Saves a new order optimistically: the list moves at once, and goes back to what it was if the server refuses.
 * Each call sends the full id list, so quick successive moves each save a complete order.
 */
export function useReorderMilestones(projectId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.milestones.list(projectId);
  const mutationKey = ['reorder-milestones', projectId];
  // While this mutation's callbacks run it still counts as pending: 1 means no later move is on its way.
  const isLast = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    mutationFn: (ids: string[]) => reorderMilestones(projectId, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Milestone[]>(key);
      if (previous) queryClient.setQueryData<Milestone[]>(key, orderByIds(previous, ids));
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error('Failed to reorder milestones', { description: errorMessage(error) });
    },
    onSuccess: (milestones) => {
      // Only the last of several quick moves may write the server's answer, or an older order would flash back.
      if (isLast()) queryClient.setQueryData(key, milestones);
    },
    onSettled: () => {
      if (isLast()) return invalidateFor(queryClient, 'milestone', { projectId });
      return undefined;
    },
  });
}
