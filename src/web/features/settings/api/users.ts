/** Settings > Users: the list, the client choices for client users, and create / update / delete (each refreshes the list). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { usersApi } from '@shared/api/users';
import type { CreateUserInput, UpdateUserInput } from '@shared/schemas/users';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateFor } from '@web/lib/invalidate';

export const USERS_QUERY_KEY = queryKeys.users.all;

/** `query`: the Users tab's list state (src/web/lib/list-state.ts). */
export function usersQueryOptions(query: string) {
  return queryOptions({
    queryKey: queryKeys.users.list(query),
    queryFn: ({ signal }) => request(usersApi.list, { query, signal }),
    // Keep the current rows on screen while the next search or page loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: string) {
  return useQuery(usersQueryOptions(query));
}

/** The Client select of the user form, only fetched while a client role is chosen. */
export function useClientChoices(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.options.clients,
    queryFn: ({ signal }) => request(optionsApi.clients, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

function useUserMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateFor(queryClient, 'user') });
}

export function useCreateUser() {
  return useUserMutation((input: CreateUserInput) => request(usersApi.create, { body: input }));
}

export function useUpdateUser() {
  return useUserMutation(({ id, input }: { id: string; input: UpdateUserInput }) =>
    request(usersApi.update, { params: { id }, body: input }),
  );
}

export function useDeleteUser() {
  return useUserMutation((id: string) => request(usersApi.remove, { params: { id } }));
}
