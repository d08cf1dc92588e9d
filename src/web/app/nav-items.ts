/**
 * The portal sidebar as data (docs/product.md, Screens and access). Kept free of React so which role sees which
 * item, and which item is active, can be unit tested.
 */
import {
  Building2,
  FolderKanban,
  Inbox,
  LayoutDashboard,
  LayoutGrid,
  ListChecks,
  MessagesSquare,
  Receipt,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import { can, scopeOf, type Capability } from '../../shared/permissions';
import { isClientRole, isRole, isStaffRole } from '../../shared/roles';

/** Who sees an item: a kind of role, or holders of a capability (checked with the shared permissions table). */
export type NavAudience = { kind: 'staff' } | { kind: 'client' } | { kind: 'everyone' } | { capability: Capability };

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  audience: NavAudience;
  /** Extra paths (exact) for which the item counts as active, besides its own path prefix. */
  alsoActiveOn?: readonly string[];
  /**
   * The label for roles that see every record of a capability (scope 'all' in the shared permissions): "My Projects"
   * would be wrong for an admin who sees them all.
   */
  labelWhenAll?: { capability: Capability; label: string };
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Overview', to: '/dashboard', icon: LayoutDashboard, audience: { kind: 'staff' }, alsoActiveOn: ['/'] },
  { label: 'Client Dashboard', to: '/client-dashboard', icon: LayoutGrid, audience: { kind: 'client' } },
  { label: 'Clients', to: '/clients', icon: Building2, audience: { kind: 'staff' } },
  {
    label: 'My Projects',
    to: '/projects',
    icon: FolderKanban,
    audience: { kind: 'everyone' },
    labelWhenAll: { capability: 'projects.view', label: 'Projects' },
  },
  { label: 'Tasks', to: '/tasks', icon: ListChecks, audience: { kind: 'staff' } },
  { label: 'Billing', to: '/client-billing', icon: Receipt, audience: { kind: 'client' } },
  // Client users too (decision 0029): they read their company's shared communications; staff-only ones never reach them.
  { label: 'Communications', to: '/communications', icon: MessagesSquare, audience: { kind: 'everyone' } },
  { label: 'Contact Leads', to: '/contact-submissions', icon: Inbox, audience: { capability: 'leads.view' } },
  { label: 'Settings', to: '/settings', icon: Settings, audience: { kind: 'staff' } },
];

function isShownTo(audience: NavAudience, role: string): boolean {
  if ('capability' in audience) return can(role, audience.capability);
  switch (audience.kind) {
    case 'staff':
      return isStaffRole(role);
    case 'client':
      return isClientRole(role);
    case 'everyone':
      return isRole(role);
  }
}

/** The sidebar items for a role, in display order; an unknown role gets none. */
export function navItemsFor(role: string | null | undefined): NavItem[] {
  if (!role) return [];
  return NAV_ITEMS.filter((item) => isShownTo(item.audience, role)).map((item) =>
    item.labelWhenAll && scopeOf(role, item.labelWhenAll.capability) === 'all' ? { ...item, label: item.labelWhenAll.label } : item,
  );
}

/** Overview is active on /dashboard and /; every other item on its path and anything below it. */
export function isNavItemActive(item: Pick<NavItem, 'to' | 'alsoActiveOn'>, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.alsoActiveOn?.includes(path)) return true;
  return path === item.to || path.startsWith(`${item.to}/`);
}
