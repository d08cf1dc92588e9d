import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetsApi } from '@shared/api/budgets';
import type { TeamRateInput } from '@shared/schemas/budgets';
import { request } from '@web/lib/api';
import { invalidateTeam } from './invalidate-team';

/** A team member's own hourly rate on the project (decision 0048); null goes back to the project's rate. */
export function useSetTeamRate(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, input }: { assignmentId: string; input: TeamRateInput }) =>
      request(budgetsApi.teamRate, { params: { id: projectId, assignmentId }, body: input }),
    onSettled: () => invalidateTeam(queryClient, projectId),
  });
}
