import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Milestone } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api';
import { milestonesKey } from './keys';

export function fetchMilestones(projectId: string, signal?: AbortSignal): Promise<Milestone[]> {
  return api.get<Milestone[]>(`/api/projects/${encodeURIComponent(projectId)}/milestones`, signal);
}

export function milestonesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: milestonesKey(projectId),
    queryFn: ({ signal }) => fetchMilestones(projectId, signal),
  });
}

export function useMilestones(projectId: string) {
  return useQuery(milestonesQueryOptions(projectId));
}
