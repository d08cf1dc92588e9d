import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';
import { ME_QUERY_KEY } from './current-user';

// Retrying these cannot change the answer: the user is not signed in, not allowed, or the thing does not exist.
const FINAL_STATUSES = new Set([401, 403, 404]);

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onSessionLost(error) }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (isApiError(error) && FINAL_STATUSES.has(error.status)) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });

  // A 401 from a read means the session ended (expired, or signed out elsewhere): mark the user signed out so the
  // route guard sends them to /login instead of leaving a broken screen. Mutations are left out on purpose: the auth
  // endpoints answer 401 for a wrong password, which must not sign anyone out.
  function onSessionLost(error: unknown): void {
    if (!isApiError(error, 401)) return;
    if (queryClient.getQueryData(ME_QUERY_KEY) === null) return;
    queryClient.setQueryData(ME_QUERY_KEY, null);
  }

  return queryClient;
}
