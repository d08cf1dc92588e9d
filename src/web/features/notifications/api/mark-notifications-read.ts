import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsReadInput, NotificationList } from '@shared/schemas/notifications';
import { notificationsApi } from '@shared/api/notifications';
import { request } from '@web/lib/api';
import { notificationsQueryOptions } from './notifications';
import { invalidateFor } from '@web/lib/invalidate';

export const markNotificationsRead = (input: MarkNotificationsReadInput) => request(notificationsApi.markRead, { body: input });

/** Marks at once on screen (the badge must not lag the click), then settles with the server's count. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const key = notificationsQueryOptions.queryKey;
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationList>(key);
      if (previous) queryClient.setQueryData<NotificationList>(key, markedRead(previous, input.ids));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => invalidateFor(queryClient, 'notification'),
  });
}

function markedRead(list: NotificationList, ids: string[] | undefined): NotificationList {
  const now = new Date().toISOString();
  const hit = (id: string) => !ids || ids.includes(id);
  const newlyRead = list.items.filter((i) => !i.readAt && hit(i.id)).length;
  return {
    ...list,
    items: list.items.map((i) => (!i.readAt && hit(i.id) ? { ...i, readAt: now } : i)),
    unreadCount: ids ? Math.max(0, list.unreadCount - newlyRead) : 0,
  };
}
