import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '@shared/api/notifications';
import type { NotificationPreferencesInput } from '@shared/schemas/notifications';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export const NOTIFICATION_PREFERENCES_QUERY_KEY = queryKeys.settings.notificationPreferences;

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY,
  queryFn: ({ signal }) => request(notificationsApi.preferences, { signal }),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}

export const saveNotificationPreferences = (input: NotificationPreferencesInput) =>
  request(notificationsApi.savePreferences, { body: input });

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, saved),
  });
}
