import { useQuery } from '@tanstack/react-query';
import { budgetsApi } from '@shared/api/budgets';
import type { ProjectBudget } from '@shared/schemas/budgets';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function fetchProjectBudget(projectId: string, signal?: AbortSignal): Promise<ProjectBudget> {
  return request(budgetsApi.projectBudget, { params: { id: projectId }, signal });
}

/**
 * Under ['time'], so every live time event refreshes it (src/web/lib/live-topics.ts); `version` (the project's
 * updatedAt) makes a changed budget fetch afresh.
 */
export function useProjectBudget(projectId: string, version: string) {
  return useQuery({
    queryKey: queryKeys.budgets.project(projectId, version),
    queryFn: ({ signal }) => fetchProjectBudget(projectId, signal),
  });
}
