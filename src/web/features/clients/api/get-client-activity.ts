import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientActivityList } from '../../../../shared/schemas/clients';
import { api } from '../../../lib/api';
import { clientActivityKey } from './keys';

export const ACTIVITY_PAGE_SIZE = 10;

export function fetchClientActivity(id: string, page: number, signal?: AbortSignal): Promise<ClientActivityList> {
  return api.get<ClientActivityList>(
    `/api/clients/${encodeURIComponent(id)}/activity?page=${page}&pageSize=${ACTIVITY_PAGE_SIZE}`,
    signal,
  );
}

export function clientActivityQueryOptions(id: string, page: number) {
  return queryOptions({
    queryKey: [...clientActivityKey(id), page] as const,
    queryFn: ({ signal }) => fetchClientActivity(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClientActivity(id: string, page: number) {
  return useQuery(clientActivityQueryOptions(id, page));
}
