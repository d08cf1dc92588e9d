/** Choices for the task form's and filters' selects; each list is scoped to the caller by the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

// Choices change rarely; a minute saves refetching them each time a dialog opens.
const staleTime = 60_000;

/** The roles a task may be assigned to. */
export const ASSIGNEE_ROLES = ['developer', 'designer', 'manager', 'admin'] as const;

export function clientOptionsQuery() {
  return queryOptions({ queryKey: queryKeys.options.clients, queryFn: ({ signal }) => request(optionsApi.clients, { signal }), staleTime });
}

export function projectOptionsQuery(clientId: string | null) {
  return queryOptions({
    queryKey: queryKeys.options.projects(clientId),
    queryFn: ({ signal }) => request(optionsApi.projects, { query: { clientId: clientId ?? undefined }, signal }),
    staleTime,
  });
}

export function milestoneOptionsQuery(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.options.milestones(projectId),
    queryFn: ({ signal }) => request(optionsApi.milestones, { query: { projectId }, signal }),
    staleTime,
  });
}

export function assigneeOptionsQuery() {
  return queryOptions({
    queryKey: queryKeys.options.users(ASSIGNEE_ROLES),
    queryFn: ({ signal }) => request(optionsApi.users, { query: { roles: ASSIGNEE_ROLES.join(',') }, signal }),
    staleTime,
  });
}

export function useClientOptions(enabled = true) {
  return useQuery({ ...clientOptionsQuery(), enabled });
}

export function useProjectOptions(clientId: string | null, enabled = true) {
  return useQuery({ ...projectOptionsQuery(clientId), enabled });
}

/** Off until a project is chosen ('none' and '' are not projects). */
export function useMilestoneOptions(projectId: string | null) {
  const id = projectId && projectId !== 'none' ? projectId : '';
  return useQuery({ ...milestoneOptionsQuery(id), enabled: id !== '' });
}

export function useAssigneeOptions(enabled = true) {
  return useQuery({ ...assigneeOptionsQuery(), enabled });
}
