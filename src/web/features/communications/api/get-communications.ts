import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunicationList } from '../../../../shared/schemas/communications';
import { api } from '../../../lib/api';
import { communicationListPath, type CommunicationFilters } from '../communication-filters';

/** Every communications query starts with this key; communication mutations invalidate it. */
export const COMMUNICATIONS_QUERY_KEY = ['communications'] as const;

export function communicationsQueryOptions(filters: CommunicationFilters) {
  return queryOptions({
    queryKey: [...COMMUNICATIONS_QUERY_KEY, 'list', filters] as const,
    queryFn: ({ signal }) => api.get<CommunicationList>(communicationListPath(filters), signal),
    // Keep the current rows on screen while the next search or page loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useCommunications(filters: CommunicationFilters) {
  return useQuery(communicationsQueryOptions(filters));
}
