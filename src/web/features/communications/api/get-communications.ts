import { useQuery } from '@tanstack/react-query';
import { communicationsApi } from '@shared/api/communications';
import { request } from '@web/lib/api';
import { listQueryOptions } from '@web/lib/list-query';

/** Every communications query starts with this key; communication mutations invalidate it. */
export const COMMUNICATIONS_QUERY_KEY = ['communications'] as const;

/** `query`: the list state's API query (../communication-list-options.ts). */
export const communicationsQueryOptions = (query: string) =>
  listQueryOptions([...COMMUNICATIONS_QUERY_KEY, 'list'], query, (q, signal) => request(communicationsApi.list, { query: q, signal }));

export function useCommunications(query: string) {
  return useQuery(communicationsQueryOptions(query));
}
