import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { useDeferredMenu } from '../../lib/use-deferred-menu';
import { useNotifications } from './api/notifications';
import * as notifications from '../../lib/messages/notifications';

// The menu and its list download when first wanted, so the portal's first load carries only this button and its count.
const loadMenu = () => import('./notification-menu');
const NotificationMenu = lazy(() => loadMenu().then((m) => ({ default: m.NotificationMenu })));

const TRIGGER_CLASS =
  'relative flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground data-[state=open]:bg-surface-muted';

/** What the badge's count is called, in words: the number alone would say nothing to a screen reader. */
export function bellLabel(unread: number): string {
  return notifications.t('notifications.bellLabel', { count: unread });
}

/** The top bar's bell: the unread count, polled, and the recent notifications on click. */
export function NotificationBell() {
  const { me } = useCurrentUser();
  // Until a required second factor is set up the API answers nothing but Account Settings: no bell then.
  const enabled = !!me && !me.twoFactorRequired;
  const notifications = useNotifications(enabled);
  const menu = useDeferredMenu(loadMenu, () => void notifications.refetch());
  if (!enabled) return null;
  const unread = notifications.data?.unreadCount ?? 0;
  const label = bellLabel(unread);

  const content = (
    <>
      <Bell aria-hidden className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden
          className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-danger px-1 text-[0.6875rem] leading-none font-semibold text-danger-foreground"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </>
  );
  const button = (
    <button aria-label={label} className={TRIGGER_CLASS} {...menu.triggerProps}>
      {content}
    </button>
  );
  if (!menu.mounted) return button;
  return (
    <Suspense fallback={button}>
      <NotificationMenu query={notifications} label={label} defaultOpen={menu.openAtStart} triggerClassName={TRIGGER_CLASS}>
        {content}
      </NotificationMenu>
    </Suspense>
  );
}
