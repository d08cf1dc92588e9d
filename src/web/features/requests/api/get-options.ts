/** Choices for the request form's and filters' selects; each list is scoped to the caller by the server. */
import { useQuery } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

// Choices change rarely; a minute saves refetching them each time a dialog opens.
const staleTime = 60_000;

/** The roles a task may be assigned to (the accept dialog's assignee). */
const ASSIGNEE_ROLES = ['developer', 'designer', 'manager', 'admin'] as const;

/** The same keys and shapes as the task screens' options, so they share the cache. */
export function useClientOptions(enabled = true) {
  return useQuery({
    queryKey: queryKeys.options.clients,
    queryFn: ({ signal }) => request(optionsApi.clients, { signal }),
    staleTime,
    enabled,
  });
}

/** A client user's: their company's projects. */
export function useProjectOptions(clientId: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.options.projects(clientId),
    queryFn: ({ signal }) => request(optionsApi.projects, { query: { clientId: clientId ?? undefined }, signal }),
    staleTime,
    enabled,
  });
}

export function useAssigneeOptions(enabled = true) {
  return useQuery({
    queryKey: queryKeys.options.users(ASSIGNEE_ROLES),
    queryFn: ({ signal }) => request(optionsApi.users, { query: { roles: ASSIGNEE_ROLES.join(',') }, signal }),
    staleTime,
    enabled,
  });
}
