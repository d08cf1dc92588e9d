import type { NotificationItem } from '@shared/schemas/notifications';
import { RelativeTime } from '../../components/relative-time';
import { cn } from '../../lib/cn';
import * as notifications from '../../lib/messages/notifications';

/** One notification: unread ones are bold and carry a dot that is also said in words (colour is never the only sign). */
export function NotificationRow({ item }: { item: NotificationItem }) {
  const unread = !item.readAt;
  return (
    <div className="flex min-w-0 flex-1 gap-2.5">
      <span aria-hidden className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className={cn('text-sm leading-snug', unread ? 'font-semibold text-foreground' : 'font-normal text-foreground')}>
          {unread ? <span className="sr-only">{notifications.t('notifications.unread')}</span> : null} {item.title}
        </p>
        <p className="line-clamp-2 text-sm text-muted-foreground">{item.body}</p>
        <RelativeTime value={item.createdAt} className="text-xs text-muted-foreground" />
      </div>
    </div>
  );
}
