import { useQuery } from '@tanstack/react-query';
import type { CommunicationList } from '../../../../shared/schemas/communications';
import { listQueryOptions } from '../../../lib/list-query';

/** Every communications query starts with this key; communication mutations invalidate it. */
export const COMMUNICATIONS_QUERY_KEY = ['communications'] as const;

/** `query`: the list state's API query (../communication-list-options.ts). */
export const communicationsQueryOptions = (query: string) =>
  listQueryOptions<CommunicationList>([...COMMUNICATIONS_QUERY_KEY, 'list'], '/api/communications', query);

export function useCommunications(query: string) {
  return useQuery(communicationsQueryOptions(query));
}
