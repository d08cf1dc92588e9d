import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../shared/api-types';
import { api, isApiError } from './api';

export const ME_QUERY_KEY = ['me'] as const;

/** GET /api/me; "not signed in" (401) is an ordinary answer, `null`, not an error. */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await api.get<Me>('/api/me', signal);
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => fetchMe(signal),
  // The session rarely changes under us; a focus refetch still notices a sign-out made in another tab.
  staleTime: 60_000,
});

export interface CurrentUserState {
  /** The signed-in user; `null` when anonymous; `undefined` while the first answer is pending or if it failed. */
  me: Me | null | undefined;
  isLoading: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

export function useCurrentUser(): CurrentUserState {
  const query = useQuery(meQueryOptions);
  return {
    me: query.data,
    isLoading: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
