import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Milestone, MilestoneInput } from '@shared/schemas/projects';
import { milestonesApi } from '@shared/api/milestones';
import { request } from '@web/lib/api';
import { invalidateMilestones } from './invalidate-milestones';

export function createMilestone(projectId: string, input: MilestoneInput): Promise<Milestone> {
  return request(milestonesApi.create, { params: { id: projectId }, body: input });
}

export function useCreateMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MilestoneInput) => createMilestone(projectId, input),
    onSuccess: () => invalidateMilestones(queryClient, projectId),
  });
}
