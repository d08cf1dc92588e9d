import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@shared/api/notifications';
import { request } from '@web/lib/api';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
const RECENT = 20;

export const fetchNotifications = (signal?: AbortSignal) => request(notificationsApi.list, { query: { limit: RECENT }, signal });

/** The recent notifications and the unread count in one small answer: the badge and the panel share it. */
export const notificationsQueryOptions = queryOptions({
  queryKey: [...NOTIFICATIONS_QUERY_KEY, 'recent'],
  queryFn: ({ signal }) => fetchNotifications(signal),
  // No polling: a 'notification' event refreshes it (src/web/lib/live-topics.ts), and a tab coming back to the front
  // asks once in case its stream was away.
  refetchOnWindowFocus: true,
  staleTime: 10_000,
});

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}
