import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateMilestones } from './invalidate-milestones';

export function deleteMilestone(id: string): Promise<unknown> {
  return api.delete(`/api/milestones/${encodeURIComponent(id)}`);
}

export function useDeleteMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMilestone,
    onSettled: () => invalidateMilestones(queryClient, projectId),
  });
}
