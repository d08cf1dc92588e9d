import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { UseQueryResult } from '@tanstack/react-query';
import { CheckCheck, Settings } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { NotificationList } from '@shared/schemas/notifications';
import { errorMessage } from '../../lib/api';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import { NotificationRow } from './notification-row';
import * as notifications from '../../lib/messages/notifications';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-2.5 text-sm outline-none select-none data-[highlighted]:bg-surface-muted [&_svg]:size-4 [&_svg]:text-muted-foreground';

/** Inside the bell's menu: the recent notifications, newest first; choosing one marks it read and opens it. */
export function NotificationPanel({ query }: { query: UseQueryResult<NotificationList> }) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  const list = query.data;

  return (
    <>
      <div className="flex items-center justify-between gap-2 px-2.5 pt-1.5 pb-1">
        <DropdownMenu.Label className="text-sm font-semibold">{notifications.t('notifications.title')}</DropdownMenu.Label>
        {list && list.unreadCount > 0 ? (
          <DropdownMenu.Item
            className={`${itemClass} h-8 w-auto text-primary`}
            // Stays open: marking all read is not leaving the list.
            onSelect={(event) => {
              event.preventDefault();
              markRead.mutate({});
            }}
          >
            <CheckCheck aria-hidden />
            {notifications.t('notifications.markAllRead')}
          </DropdownMenu.Item>
        ) : null}
      </div>
      <DropdownMenu.Separator className="my-1 h-px bg-border" />
      <div className="max-h-[min(24rem,60vh)] overflow-y-auto">
        {!list ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">
            {query.isError
              ? notifications.t('notifications.loadFailed', { error: errorMessage(query.error) })
              : notifications.t('notifications.loading')}
          </p>
        ) : list.items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">{notifications.t('notifications.none')}</p>
        ) : (
          list.items.map((item) => (
            <DropdownMenu.Item
              key={item.id}
              className={`${itemClass} items-start py-2`}
              onSelect={() => {
                if (!item.readAt) markRead.mutate({ ids: [item.id] });
                void navigate(item.link);
              }}
            >
              <NotificationRow item={item} />
            </DropdownMenu.Item>
          ))
        )}
      </div>
      <DropdownMenu.Separator className="my-1 h-px bg-border" />
      <DropdownMenu.Item className={`${itemClass} h-9`} onSelect={() => void navigate('/settings/account#notifications')}>
        <Settings aria-hidden />
        {notifications.t('notifications.settings')}
      </DropdownMenu.Item>
    </>
  );
}
