import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserOption } from '@shared/schemas/options';
import { optionsApi } from '@shared/api/options';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

/** Only these roles may manage a project (the product's project form; checked on the server too). */
export const MANAGER_ROLES = ['manager', 'admin', 'super_admin'] as const;

export function fetchManagerOptions(signal?: AbortSignal): Promise<UserOption[]> {
  return request(optionsApi.users, { query: { roles: MANAGER_ROLES.join(',') }, signal });
}

export const managerOptionsQueryOptions = queryOptions({
  queryKey: queryKeys.options.users(MANAGER_ROLES.join(',')),
  queryFn: ({ signal }) => fetchManagerOptions(signal),
  staleTime: 60_000,
});

/** Staff only: client users are refused the user directory, so they do not ask. */
export function useManagerOptions(enabled = true) {
  return useQuery({ ...managerOptionsQueryOptions, enabled });
}
