/**
 * The task list's filters as data: read from and written to the URL (so reload, Back and shared links keep them) and
 * turned into the list and export addresses. Free of React so it can be unit tested.
 */
import { PRIORITIES, TASK_STATUSES, TASK_TYPES, type Priority, type TaskStatus, type TaskType } from '../../../shared/enums';
import { UUID_PATTERN } from '../../../shared/schemas/list';
import { TASK_SORTS } from '../../../shared/schemas/tasks';

export type TaskSort = (typeof TASK_SORTS)[number];
export type SortDir = 'asc' | 'desc';
export type TaskView = 'list' | 'board';

export interface TaskFilters {
  q: string;
  status: TaskStatus | null;
  /** Only past-due tasks that are not completed, whatever their status. */
  overdue: boolean;
  priority: Priority | null;
  type: TaskType | null;
  /** A user id or 'unassigned'. */
  assignedToId: string | null;
  clientId: string | null;
  /** A project id or 'none'. */
  projectId: string | null;
  /** A milestone id or 'none'. */
  milestoneId: string | null;
  dueFrom: string | null;
  dueTo: string | null;
  sort: TaskSort;
  dir: SortDir;
  page: number;
}

export const DEFAULT_SORT: TaskSort = 'updated';
export const DEFAULT_DIR: SortDir = 'desc';

export const NO_TASK_FILTERS: TaskFilters = {
  q: '',
  status: null,
  overdue: false,
  priority: null,
  type: null,
  assignedToId: null,
  clientId: null,
  projectId: null,
  milestoneId: null,
  dueFrom: null,
  dueTo: null,
  sort: DEFAULT_SORT,
  dir: DEFAULT_DIR,
  page: 1,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function idOr(value: string | null, keyword: string): string | null {
  if (value === null) return null;
  return value === keyword || UUID_PATTERN.test(value) ? value : null;
}

export const isTaskStatus = (v: string | null): v is TaskStatus => oneOf(TASK_STATUSES, v) !== null;
export const isPriority = (v: string | null): v is Priority => oneOf(PRIORITIES, v) !== null;
export const isTaskType = (v: string | null): v is TaskType => oneOf(TASK_TYPES, v) !== null;

/** Anything a hand-edited address got wrong (an unknown status, page 0, a bad id) falls back to the default. */
export function filtersFromSearchParams(params: URLSearchParams): TaskFilters {
  const page = Number(params.get('page'));
  const dueFrom = params.get('dueFrom');
  const dueTo = params.get('dueTo');
  const clientId = idOr(params.get('clientId'), 'none');
  const projectId = idOr(params.get('projectId'), 'none');
  // A milestone only narrows a chosen project; without one it would be a filter the screen cannot show.
  const milestoneId = projectId && projectId !== 'none' ? idOr(params.get('milestoneId'), 'none') : null;
  return {
    q: (params.get('q') ?? '').trim(),
    status: oneOf(TASK_STATUSES, params.get('status')),
    // 'status=overdue' is how links said it when overdue was a status (decision 0025).
    overdue: params.get('overdue') === 'true' || params.get('status') === 'overdue',
    priority: oneOf(PRIORITIES, params.get('priority')),
    type: oneOf(TASK_TYPES, params.get('type')),
    assignedToId: idOr(params.get('assignedToId'), 'unassigned'),
    clientId: clientId === 'none' ? null : clientId,
    projectId,
    milestoneId,
    dueFrom: dueFrom && DATE.test(dueFrom) ? dueFrom : null,
    dueTo: dueTo && DATE.test(dueTo) ? dueTo : null,
    sort: oneOf(TASK_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    dir: oneOf(['asc', 'desc'] as const, params.get('dir')) ?? DEFAULT_DIR,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const FILTER_KEYS = [
  'q', 'status', 'overdue', 'priority', 'type', 'assignedToId', 'clientId', 'projectId', 'milestoneId', 'dueFrom', 'dueTo',
] as const satisfies readonly (keyof TaskFilters)[];

/** The API parameters of the filters (no paging or sorting), defaults left out. */
function filterParams(filters: TaskFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, String(value));
  }
  return params;
}

/** Writes the filters over `base`, leaving other params (the view) alone and defaults out. */
export function filtersToSearchParams(filters: TaskFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...FILTER_KEYS, 'sort', 'dir', 'page']) params.delete(key);
  for (const [key, value] of filterParams(filters)) params.set(key, value);
  if (filters.sort !== DEFAULT_SORT || filters.dir !== DEFAULT_DIR) {
    params.set('sort', filters.sort);
    params.set('dir', filters.dir);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function viewFromSearchParams(params: URLSearchParams): TaskView {
  return params.get('view') === 'board' ? 'board' : 'list';
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The list's address; `pageSize` only when not the server's default (the board's columns page by their own size). */
export function taskListPath(filters: TaskFilters, pageSize?: number): string {
  const params = filterParams(filters);
  params.set('sort', filters.sort);
  params.set('dir', filters.dir);
  params.set('page', String(filters.page));
  if (pageSize !== undefined) params.set('pageSize', String(pageSize));
  return withQuery('/api/tasks', params);
}

/** The CSV of everything the filters match, in the list's order (all pages, so no page). */
export function taskExportUrl(filters: TaskFilters): string {
  const params = filterParams(filters);
  params.set('sort', filters.sort);
  params.set('dir', filters.dir);
  return withQuery('/api/tasks/export.csv', params);
}

export function hasActiveFilters(filters: TaskFilters, ignore: readonly (keyof TaskFilters)[] = []): boolean {
  return FILTER_KEYS.some((key) => !ignore.includes(key) && filters[key] !== NO_TASK_FILTERS[key]);
}

/** Changing the client clears the project and milestone; changing the project clears the milestone. */
export function withFilter<K extends keyof TaskFilters>(filters: TaskFilters, key: K, value: TaskFilters[K]): TaskFilters {
  const next: TaskFilters = { ...filters, [key]: value, page: key === 'page' ? (value as number) : 1 };
  if (key === 'clientId' && value !== filters.clientId) {
    next.projectId = null;
    next.milestoneId = null;
  }
  if (key === 'projectId' && value !== filters.projectId) next.milestoneId = null;
  return next;
}

/** Clicking a header sorts by it ascending; clicking it again flips the direction. */
export function toggleSort(filters: TaskFilters, sort: TaskSort): TaskFilters {
  const dir: SortDir = filters.sort === sort ? (filters.dir === 'asc' ? 'desc' : 'asc') : 'asc';
  return { ...filters, sort, dir, page: 1 };
}

export function pageCountOf(list: { total: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(list.total / Math.max(1, list.pageSize)));
}
