/** Time entries and the timer, read (decision 0046). Every time query starts with ['time']: live 'time' events refresh them. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { timeApi } from '@shared/api/time';
import type { TimeEntryListQuery } from '@shared/schemas/time';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export const TIME_QUERY_KEY = queryKeys.time.all;

export type EntriesFilter = Partial<Pick<TimeEntryListQuery, 'taskId' | 'projectId' | 'page' | 'pageSize'>>;

export const timeEntriesQueryOptions = (filter: EntriesFilter) =>
  queryOptions({
    queryKey: queryKeys.timeEntries.list(filter),
    queryFn: ({ signal }) => request(timeApi.list, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export function useTimeEntries(filter: EntriesFilter, enabled = true) {
  return useQuery({ ...timeEntriesQueryOptions(filter), enabled });
}

export const timerQueryOptions = queryOptions({
  queryKey: queryKeys.timeEntries.timer,
  queryFn: ({ signal }) => request(timeApi.timer, { signal }),
});

/** The caller's running timer; `enabled` only for those who track time (the route is theirs). */
export function useTimer(enabled: boolean) {
  return useQuery({ ...timerQueryOptions, enabled });
}
