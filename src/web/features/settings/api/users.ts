/** Settings > Users: the list, the client choices for client users, and create / update / delete (each refreshes the list). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { usersApi } from '@shared/api/users';
import type { CreateUserInput, UpdateUserInput } from '@shared/schemas/users';
import { request } from '@web/lib/api';

export const USERS_QUERY_KEY = ['users'] as const;
const USER_LISTS_KEY = [...USERS_QUERY_KEY, 'list'] as const;

/** `query`: the Users tab's list state (src/web/lib/list-state.ts). */
export function usersQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...USER_LISTS_KEY, query] as const,
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
    queryKey: ['options', 'clients'] as const,
    queryFn: ({ signal }) => request(optionsApi.clients, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

function useUserMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }) });
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
