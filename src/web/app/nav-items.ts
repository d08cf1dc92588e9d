/**
 * The portal sidebar, derived from the route table (decision 0035): the screens of ./screens.tsx that have a sidebar
 * entry, shown to the roles the shared table lets open them (docs/product.md, Screens and access).
 */
import type { LucideIcon } from 'lucide-react';
import { scopeOf } from '../../shared/permissions';
import { isStaffRole } from '../../shared/roles';
import { SCREEN_ROUTES } from '../../shared/routes';
import { screenAccess } from '../../shared/screen-access';
import { SCREEN_TABLE, type NavEntry } from './screens';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Extra paths (exact) for which the item counts as active, besides its own path prefix. */
  alsoActiveOn?: readonly string[];
}

type Entry = { route: (typeof SCREEN_ROUTES)[number]; nav: NavEntry };

/** Every screen with a sidebar entry, in sidebar order. */
export const NAV_ENTRIES: readonly Entry[] = SCREEN_ROUTES.flatMap((route) => {
  const nav = SCREEN_TABLE[route.id].nav;
  return nav ? [{ route, nav }] : [];
}).sort((a, b) => a.nav.order - b.nav.order);

function isShownTo({ route, nav }: Entry, role: string): boolean {
  return screenAccess(role, route) === 'open' && (!nav.staffOnly || isStaffRole(role));
}

/** The sidebar items for a role, in display order; an unknown role gets none. */
export function navItemsFor(role: string | null | undefined): NavItem[] {
  if (!role) return [];
  return NAV_ENTRIES.filter((entry) => isShownTo(entry, role)).map(({ route, nav }) => ({
    label: nav.labelWhenAll && scopeOf(role, nav.labelWhenAll.capability) === 'all' ? nav.labelWhenAll.label : nav.label,
    to: route.path,
    icon: nav.icon,
    alsoActiveOn: nav.alsoActiveOn,
  }));
}

/** Overview is active on /dashboard and /; every other item on its path and anything below it. */
export function isNavItemActive(item: Pick<NavItem, 'to' | 'alsoActiveOn'>, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.alsoActiveOn?.includes(path)) return true;
  return path === item.to || path.startsWith(`${item.to}/`);
}
