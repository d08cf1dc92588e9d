import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Milestone, UpdateMilestoneInput } from '@shared/schemas/projects';
import { milestonesApi } from '@shared/api/milestones';
import { request } from '@web/lib/api';
import { invalidateMilestones } from './invalidate-milestones';

export interface UpdateMilestoneVariables {
  id: string;
  input: UpdateMilestoneInput;
}

export function updateMilestone({ id, input }: UpdateMilestoneVariables): Promise<Milestone> {
  return request(milestonesApi.update, { params: { id }, body: input });
}

export function useUpdateMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMilestone, onSettled: () => invalidateMilestones(queryClient, projectId) });
}
