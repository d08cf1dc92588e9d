import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Milestone, MilestoneInput } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api';
import { invalidateMilestones } from './invalidate-milestones';

export function createMilestone(projectId: string, input: MilestoneInput): Promise<Milestone> {
  return api.post<Milestone>(`/api/projects/${encodeURIComponent(projectId)}/milestones`, input);
}

export function useCreateMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MilestoneInput) => createMilestone(projectId, input),
    onSuccess: () => invalidateMilestones(queryClient, projectId),
  });
}
