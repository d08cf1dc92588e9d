import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { NotificationList } from '@shared/schemas/notifications';
import { NotificationPanel } from './notification-panel';
import * as notifications from '../../lib/messages/notifications';

interface NotificationMenuProps {
  query: UseQueryResult<NotificationList>;
  label: string;
  defaultOpen: boolean;
  triggerClassName: string;
  /** The button's content (the bell and its count). */
  children: ReactNode;
}

/** The bell's menu, loaded when first wanted (./notification-bell.tsx): the recent notifications, fresh on each open. */
export function NotificationMenu({ query, label, defaultOpen, triggerClassName, children }: NotificationMenuProps) {
  return (
    <DropdownMenu.Root
      defaultOpen={defaultOpen}
      onOpenChange={(open) => {
        if (open) void query.refetch();
      }}
    >
      <DropdownMenu.Trigger aria-label={label} className={triggerClassName}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={notifications.t('notifications.title')}
          className="z-50 w-[22rem] max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface p-1 text-foreground shadow-lg animate-fade-in"
        >
          <NotificationPanel query={query} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
