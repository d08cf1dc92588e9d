import { useQuery } from '@tanstack/react-query';
import { communicationsApi } from '@shared/api/communications';
import { request } from '@web/lib/api';
import { listQueryOptions } from '@web/lib/list-query';
import { queryKeys } from '@web/lib/query-keys';

/** Every communications query starts with this key; communication mutations invalidate it. */
export const COMMUNICATIONS_QUERY_KEY = queryKeys.communications.all;

/** `query`: the list state's API query (../communication-list-options.ts). */
export const communicationsQueryOptions = (query: string) =>
  listQueryOptions(queryKeys.communications.lists, query, (q, signal) => request(communicationsApi.list, { query: q, signal }));

export function useCommunications(query: string) {
  return useQuery(communicationsQueryOptions(query));
}
