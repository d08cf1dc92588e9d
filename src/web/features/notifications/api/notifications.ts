import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi } from '../../../../shared/api/notifications';
import { request } from '../../../lib/api';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
/** How often an open portal asks for news; a tab in the background does not ask (TanStack Query's default). */
export const NOTIFICATIONS_POLL_MS = 30_000;
const RECENT = 20;

export const fetchNotifications = (signal?: AbortSignal) => request(notificationsApi.list, { query: { limit: RECENT }, signal });

/** The recent notifications and the unread count in one small answer: the badge and the panel share it. */
export const notificationsQueryOptions = queryOptions({
  queryKey: [...NOTIFICATIONS_QUERY_KEY, 'recent'],
  queryFn: ({ signal }) => fetchNotifications(signal),
  refetchInterval: NOTIFICATIONS_POLL_MS,
  refetchOnWindowFocus: true,
  staleTime: 10_000,
});

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}
