import { useQuery } from '@tanstack/react-query';
import { clientsApi } from '@shared/api/clients';
import { request } from '@web/lib/api';
import { listQueryOptions } from '@web/lib/list-query';
import { queryKeys } from '@web/lib/query-keys';

export const ACTIVITY_PAGE_SIZE = 10;

/** `query`: the timeline's list state (src/web/lib/list-state.ts), its page and page size. */
export function useClientActivity(id: string, query: string) {
  return useQuery(
    listQueryOptions(queryKeys.clients.activity(id), query, (q, signal) =>
      request(clientsApi.activity, { params: { id }, query: q, signal }),
    ),
  );
}
