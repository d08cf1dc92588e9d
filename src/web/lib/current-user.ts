import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from '../../shared/api/account';
import type { Me } from '../../shared/schemas/me';
import { isApiError, request } from './api';
import { hasSignedInHint } from './signed-in-hint';
import { queryKeys } from '@web/lib/query-keys';

export const ME_QUERY_KEY = queryKeys.me.all;

/** GET /api/me; "not signed in" (401) is an ordinary answer, `null`, not an error. */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await request(accountApi.me, { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  // A visitor's browser has no session cookie and the server says so in a readable hint: answering `null` without
  // asking keeps public pages free of a failing request. Someone already known to be signed in is always asked about,
  // so a session ended elsewhere is still noticed (docs/decisions/0030-toasts-signed-in-hint-landing-js.md).
  queryFn: ({ signal, client }) => (hasSignedInHint() || client.getQueryData(ME_QUERY_KEY) ? fetchMe(signal) : null),
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
  return { me: query.data, isLoading: query.isPending, error: query.error, refetch: query.refetch };
}
