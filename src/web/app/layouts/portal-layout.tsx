import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../../lib/current-user';
import { useLiveUpdates } from '../../lib/use-live-updates';
import { navItemsFor } from '../nav-items';
import { DesktopSidebar } from '../shell/desktop-sidebar';
import { TopBar } from '../shell/top-bar';
import { useSidebarCollapsed } from '../shell/use-sidebar-collapsed';
import * as shell from '@web/lib/messages/shell';

// The phone's drawer (Radix's dialog) loads when first opened: a desktop never does, a phone on the menu button.
const MobileNavDrawer = lazy(() => import('../shell/mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })));

/** The signed-in shell: sidebar (drawer on phones), top bar with the user menu, and the current screen. */
export function PortalLayout() {
  const { me } = useCurrentUser();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so closing it still animates.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  // Live updates while signed in, on the one event stream the user's tabs share: screens refresh when someone else
  // changes what they show.
  useLiveUpdates(me?.user.id);

  // The route guard renders this only for a signed-in user; this keeps the types honest.
  if (!me) return null;
  const items = navItemsFor(me.user.role);

  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {shell.t('shell.skipToContent')}
      </a>
      <DesktopSidebar items={items} collapsed={collapsed} onToggle={toggleCollapsed} />
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileNavDrawer items={items} open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
      <div className={cn('flex min-h-dvh flex-col transition-[padding] duration-200', collapsed ? 'lg:pl-16' : 'lg:pl-64')}>
        <TopBar user={me.user} onOpenNavigation={() => setDrawerOpen(true)} />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          <div className="mx-auto w-full max-w-7xl">
            {/* Screens load lazily; the shell stays put while the next one arrives. */}
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}
