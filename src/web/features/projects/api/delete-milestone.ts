import { useMutation, useQueryClient } from '@tanstack/react-query';
import { milestonesApi } from '@shared/api/milestones';
import { request } from '@web/lib/api';
import { invalidateMilestones } from './invalidate-milestones';

export function deleteMilestone(id: string): Promise<unknown> {
  return request(milestonesApi.remove, { params: { id } });
}

export function useDeleteMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMilestone, onSettled: () => invalidateMilestones(queryClient, projectId) });
}
