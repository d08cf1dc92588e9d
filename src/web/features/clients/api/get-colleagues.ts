import { queryOptions, useQuery } from '@tanstack/react-query';
import { colleaguesApi } from '@shared/api/colleagues';
import type { ColleagueList } from '@shared/schemas/colleagues';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function fetchColleagues(signal?: AbortSignal): Promise<ColleagueList> {
  return request(colleaguesApi.list, { signal });
}

export function colleaguesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.colleagues.all, queryFn: ({ signal }) => fetchColleagues(signal) });
}

export function useColleagues() {
  return useQuery(colleaguesQueryOptions());
}
