/**
 * The Users tab's filters as data: read from and written to the URL (reload, Back and shared links keep them) and
 * turned into the list's address. Free of React so it can be unit tested.
 */
import { USER_STATUSES, type UserStatus } from '../../../shared/enums';
import { isRole, type Role } from '../../../shared/roles';
import { USER_GROUPS, type UserGroup, type UserList } from '../../../shared/schemas/users';

export interface UserFilters {
  q: string;
  group: UserGroup;
  role: Role | null;
  status: UserStatus | null;
  page: number;
}

export const NO_USER_FILTERS: UserFilters = { q: '', group: 'all', role: null, status: null, page: 1 };

export function isUserStatus(value: unknown): value is UserStatus {
  return typeof value === 'string' && (USER_STATUSES as readonly string[]).includes(value);
}

export function isUserGroup(value: unknown): value is UserGroup {
  return typeof value === 'string' && (USER_GROUPS as readonly string[]).includes(value);
}

/** Anything unknown in a hand-edited address falls back to the default instead of failing the request. */
export function filtersFromSearchParams(params: URLSearchParams): UserFilters {
  const group = params.get('group');
  const role = params.get('role');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    group: isUserGroup(group) ? group : 'all',
    role: isRole(role) ? role : null,
    status: isUserStatus(status) ? status : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the filters over `base` (the Settings tab stays), leaving defaults out so a clean list has a clean URL. */
export function filtersToSearchParams(filters: UserFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['q', 'role', 'status'] as const) {
    params.delete(key);
    const value = filters[key];
    if (value) params.set(key, value);
  }
  params.delete('group');
  if (filters.group !== 'all') params.set('group', filters.group);
  params.delete('page');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function userListPath(filters: UserFilters): string {
  const params = filtersToSearchParams({ ...filters, page: 1 }, new URLSearchParams());
  params.set('page', String(filters.page));
  return `/api/users?${params.toString()}`;
}

export function hasActiveFilters(filters: UserFilters): boolean {
  return Boolean(filters.q || filters.role || filters.status || filters.group !== 'all');
}

export function pageCountOf(list: Pick<UserList, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(list.total / Math.max(1, list.pageSize)));
}
