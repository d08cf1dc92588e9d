import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesInput } from '../../../../shared/schemas/notifications';
import { api } from '../../../lib/api';

export const NOTIFICATION_PREFERENCES_QUERY_KEY = ['notifications', 'preferences'] as const;

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY,
  queryFn: ({ signal }) => api.get<NotificationPreferences>('/api/notifications/preferences', signal),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}

export const saveNotificationPreferences = (input: NotificationPreferencesInput) =>
  api.put<NotificationPreferences>('/api/notifications/preferences', input);

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, saved),
  });
}
