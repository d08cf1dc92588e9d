import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Milestone } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api';
import { invalidateMilestones } from './invalidate-milestones';

export function completeMilestone(id: string): Promise<Milestone> {
  return api.post<Milestone>(`/api/milestones/${encodeURIComponent(id)}/complete`);
}

export function useCompleteMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeMilestone,
    onSettled: () => invalidateMilestones(queryClient, projectId),
  });
}
