import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { useNotifications } from './api/notifications';

// The list's code downloads on first open, so the portal's first load carries only this button and its count.
const NotificationPanel = lazy(() => import('./notification-panel').then((m) => ({ default: m.NotificationPanel })));

/** What the badge's count is called, in words: the number alone would say nothing to a screen reader. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications, none unread';
  return `Notifications, ${unread} unread`;
}

/** The top bar's bell: the unread count, polled, and the recent notifications on click. */
export function NotificationBell() {
  const { me } = useCurrentUser();
  // Until a required second factor is set up the API answers nothing but Account Settings: no bell then.
  const enabled = !!me && !me.twoFactorRequired;
  const notifications = useNotifications(enabled);
  const [loaded, setLoaded] = useState(false);
  if (!enabled) return null;
  const unread = notifications.data?.unreadCount ?? 0;

  return (
    <DropdownMenu.Root
      onOpenChange={(open) => {
        if (!open) return;
        setLoaded(true);
        void notifications.refetch();
      }}
    >
      <DropdownMenu.Trigger
        aria-label={bellLabel(unread)}
        className="relative flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground data-[state=open]:bg-surface-muted"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden
            className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-danger px-1 text-[0.6875rem] leading-none font-semibold text-danger-foreground"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 w-[22rem] max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface p-1 text-foreground shadow-lg animate-fade-in"
        >
          {loaded ? (
            <Suspense fallback={<p className="px-3 py-6 text-center text-sm text-muted-foreground">Loading notifications…</p>}>
              <NotificationPanel query={notifications} />
            </Suspense>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
