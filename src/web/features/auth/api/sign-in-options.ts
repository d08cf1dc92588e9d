import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@shared/api/auth';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

/** Whether a provider's button belongs on the sign-in page (set by the server's OIDC_* settings; decision 0063). */
export const signInOptionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.auth.signInOptions,
    queryFn: ({ signal }) => request(authApi.signInOptions, { signal }),
    // Settings of the server: they change only with a restart.
    staleTime: Infinity,
    retry: false,
  });

export const useSignInOptions = () => useQuery(signInOptionsQuery());
