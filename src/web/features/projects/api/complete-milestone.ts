import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Milestone } from '@shared/schemas/projects';
import { milestonesApi } from '@shared/api/milestones';
import { request } from '@web/lib/api';
import { invalidateMilestones } from './invalidate-milestones';

export function completeMilestone(id: string): Promise<Milestone> {
  return request(milestonesApi.complete, { params: { id } });
}

export function useCompleteMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeMilestone, onSettled: () => invalidateMilestones(queryClient, projectId) });
}
