import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { Me } from '@shared/schemas/me';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { SearchLauncher } from '../../features/search/search-launcher';
import { Brand } from './brand';
import { UserMenu } from './user-menu';
import * as shell from '@web/lib/messages/shell';
import { useCan } from '../../lib/can';

// Only those who track time have a timer: its code and the time screens' words load for them, after the page shows,
// and never in a client's portal.
const TopBarTimer = lazy(() => import('../../features/time/top-bar-timer').then((m) => ({ default: m.TopBarTimer })));

interface TopBarProps {
  user: Me['user'];
  onOpenNavigation: () => void;
}

export function TopBar({ user, onOpenNavigation }: TopBarProps) {
  const tracksTime = useCan()('time.track');
  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-3 border-b border-border bg-surface/90 px-4 backdrop-blur sm:px-6 lg:px-8">
      <button
        type="button"
        onClick={onOpenNavigation}
        aria-label={shell.t('shell.openNavigation')}
        className="-ml-2 flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground lg:hidden"
      >
        <Menu aria-hidden className="size-5" />
      </button>
      <div className="min-w-0 lg:hidden">
        <Brand />
      </div>
      <div className="ml-auto flex items-center gap-2">
        {tracksTime && (
          <Suspense fallback={null}>
            <TopBarTimer />
          </Suspense>
        )}
        <SearchLauncher />
        <NotificationBell />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
