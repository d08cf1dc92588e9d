import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { isNavItemActive, type NavItem } from '../nav-items';
import * as shell from '@web/lib/messages/shell';

type ShellKey = Parameters<typeof shell.t>[0];

interface SidebarNavProps {
  items: readonly NavItem[];
  /** Icons only; the labels stay for screen readers and appear as tooltips. */
  collapsed?: boolean;
  /** Called when a link is followed (the mobile drawer closes itself with it). */
  onNavigate?: () => void;
}

export function SidebarNav({ items, collapsed = false, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={shell.t('shell.mainNavigation')}>
      <ul className="space-y-1">
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          const label = shell.t(item.label as ShellKey);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                title={collapsed ? label : undefined}
                className={cn(
                  'relative flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
                  collapsed && 'justify-center px-0',
                  // The current page gets a bar at its left edge as well as the tint: colour is not the only signal.
                  active
                    ? 'bg-primary-soft text-primary-soft-foreground before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-full before:bg-primary'
                    : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
                )}
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                <span className={cn('truncate', collapsed && 'sr-only')}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
