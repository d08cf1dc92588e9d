import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { NavItem } from '../nav-items';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';
import * as shell from '@web/lib/messages/shell';

interface DesktopSidebarProps {
  items: readonly NavItem[];
  collapsed: boolean;
  onToggle: () => void;
}

/** The fixed sidebar from the lg breakpoint up; phones get the drawer instead. */
export function DesktopSidebar({ items, collapsed, onToggle }: DesktopSidebarProps) {
  const toggleLabel = collapsed ? shell.t('shell.sidebar.expand') : shell.t('shell.sidebar.collapse');
  return (
    <aside
      className={cn(
        'fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-border bg-surface transition-[width] duration-200 lg:flex',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div className={cn('flex h-16 shrink-0 items-center border-b border-border', collapsed ? 'justify-center px-2' : 'px-5')}>
        <Brand compact={collapsed} />
      </div>
      <div className={cn('flex-1 overflow-y-auto py-4', collapsed ? 'px-2' : 'px-3')}>
        <SidebarNav items={items} collapsed={collapsed} />
      </div>
      <div className={cn('border-t border-border py-3', collapsed ? 'px-2' : 'px-3')}>
        <button
          type="button"
          onClick={onToggle}
          aria-label={toggleLabel}
          title={toggleLabel}
          className={cn(
            'flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-surface-muted hover:text-foreground',
            collapsed && 'justify-center px-0',
          )}
        >
          {collapsed ? <PanelLeftOpen aria-hidden className="size-5" /> : <PanelLeftClose aria-hidden className="size-5" />}
          {collapsed ? null : <span>{shell.t('shell.sidebar.collapseShort')}</span>}
        </button>
      </div>
    </aside>
  );
}
