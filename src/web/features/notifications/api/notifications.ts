import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '@shared/api/notifications';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export const NOTIFICATIONS_QUERY_KEY = queryKeys.notifications.all;
const RECENT = 20;

export const fetchNotifications = (signal?: AbortSignal) => request(notificationsApi.list, { query: { limit: RECENT }, signal });

/** The recent notifications and the unread count in one small answer: the badge and the panel share it. */
export const notificationsQueryOptions = queryOptions({
  queryKey: queryKeys.notifications.recent,
  queryFn: ({ signal }) => fetchNotifications(signal),
  // No polling: a 'notification' event refreshes it (src/web/lib/live-topics.ts), and a tab coming back to the front
  // asks once in case its stream was away.
  refetchOnWindowFocus: true,
  staleTime: 10_000,
});

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}
