/**
 * The Projects list filters as data: read from and written to the URL (so reload, Back and shared links keep them)
 * and turned into the list address. Free of React so it can be unit tested.
 */
import { PRIORITIES, PROJECT_STATUSES, type Priority, type ProjectStatus } from '../../../shared/enums';
import type { ProjectList } from '../../../shared/schemas/projects';
import { UUID_PATTERN } from '../../../shared/schemas/list';

export interface ProjectFilters {
  q: string;
  status: ProjectStatus | null;
  priority: Priority | null;
  /** A client id. */
  clientId: string | null;
  /** A manager id, or 'unassigned' for projects without one. */
  managerId: string | null;
  page: number;
}

export const NO_PROJECT_FILTERS: ProjectFilters = {
  q: '',
  status: null,
  priority: null,
  clientId: null,
  managerId: null,
  page: 1,
};

export const UNASSIGNED = 'unassigned';

export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);
}

export function isPriority(value: unknown): value is Priority {
  return typeof value === 'string' && (PRIORITIES as readonly string[]).includes(value);
}

function idOrNull(value: string | null, keyword?: string): string | null {
  if (!value) return null;
  if (keyword && value === keyword) return value;
  return UUID_PATTERN.test(value) ? value : null;
}

/** Anything unknown in a hand-edited address falls back to the default instead of failing the request. */
export function filtersFromSearchParams(params: URLSearchParams): ProjectFilters {
  const status = params.get('status');
  const priority = params.get('priority');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    status: isProjectStatus(status) ? status : null,
    priority: isPriority(priority) ? priority : null,
    clientId: idOrNull(params.get('clientId')),
    managerId: idOrNull(params.get('managerId'), UNASSIGNED),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const FILTER_KEYS = ['q', 'status', 'priority', 'clientId', 'managerId'] as const;

/** Writes the filters over `base`, leaving other params alone and defaults out, so a clean list has a clean URL. */
export function filtersToSearchParams(filters: ProjectFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of FILTER_KEYS) {
    params.delete(key);
    const value = filters[key];
    if (value) params.set(key, value);
  }
  params.delete('page');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function projectListPath(filters: ProjectFilters): string {
  const params = filtersToSearchParams({ ...filters, page: 1 });
  params.set('page', String(filters.page));
  return `/api/projects?${params.toString()}`;
}

/** The panel filters (not the search) in effect: they open the panel and tint the Filters button. */
export function hasPanelFilters(filters: ProjectFilters): boolean {
  return Boolean(filters.status || filters.priority || filters.clientId || filters.managerId);
}

export type ProjectsEmptyKind = 'no-projects' | 'no-matches';

/** 'No projects yet' only when the caller can see no project at all; otherwise the filters hid them. */
export function projectsEmptyKind(list: Pick<ProjectList, 'items' | 'stats'>): ProjectsEmptyKind | null {
  if (list.items.length > 0) return null;
  return list.stats.total === 0 ? 'no-projects' : 'no-matches';
}

export function pageCountOf(list: Pick<ProjectList, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(list.total / Math.max(1, list.pageSize)));
}
