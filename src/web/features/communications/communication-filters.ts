/**
 * The communications list's filters as data: read from and written to the URL (reload, Back and shared links keep
 * them) and turned into the list and export addresses. Free of React so it can be unit tested.
 */
import { COMMUNICATION_DIRECTIONS, COMMUNICATION_TYPES, type CommunicationType } from '../../../shared/enums';
import type { CommunicationDirection } from '../../../shared/schemas/communications';
import { UUID_PATTERN } from '../../../shared/schemas/list';

export interface CommunicationFilters {
  q: string;
  type: CommunicationType | null;
  direction: CommunicationDirection | null;
  clientId: string | null;
  userId: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  page: number;
}

export type CommunicationFilterKey = Exclude<keyof CommunicationFilters, 'q' | 'page'>;

export const NO_COMMUNICATION_FILTERS: CommunicationFilters = {
  q: '',
  type: null,
  direction: null,
  clientId: null,
  userId: null,
  dateFrom: null,
  dateTo: null,
  page: 1,
};

const FILTER_KEYS = ['q', 'type', 'direction', 'clientId', 'userId', 'dateFrom', 'dateTo'] as const satisfies readonly (keyof CommunicationFilters)[];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

const idOrNull = (value: string | null) => (value && UUID_PATTERN.test(value) ? value : null);
const dateOrNull = (value: string | null) => (value && DATE.test(value) ? value : null);

export const asType = (v: string | null) => oneOf(COMMUNICATION_TYPES, v);
export const asDirection = (v: string | null) => oneOf(COMMUNICATION_DIRECTIONS, v);

/** Anything a hand-edited address got wrong (an unknown type, page 0, a bad id) falls back to the default. */
export function filtersFromSearchParams(params: URLSearchParams): CommunicationFilters {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    type: asType(params.get('type')),
    direction: asDirection(params.get('direction')),
    clientId: idOrNull(params.get('clientId')),
    userId: idOrNull(params.get('userId')),
    dateFrom: dateOrNull(params.get('dateFrom')),
    dateTo: dateOrNull(params.get('dateTo')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function filterParams(filters: CommunicationFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** Writes the filters over `base`, leaving other params alone and defaults out. */
export function filtersToSearchParams(filters: CommunicationFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...FILTER_KEYS, 'page']) params.delete(key);
  for (const [key, value] of filterParams(filters)) params.set(key, value);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The browser's offset, so a date filter means the user's own day (the server's default is UTC). */
function withZone(params: URLSearchParams, now: Date): URLSearchParams {
  if (params.has('dateFrom') || params.has('dateTo')) params.set('tzOffset', String(now.getTimezoneOffset()));
  return params;
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function communicationListPath(filters: CommunicationFilters, pageSize?: number, now = new Date()): string {
  const params = withZone(filterParams(filters), now);
  params.set('page', String(filters.page));
  if (pageSize) params.set('pageSize', String(pageSize));
  return withQuery('/api/communications', params);
}

/** The CSV of everything the filters match (all pages). */
export function communicationExportUrl(filters: CommunicationFilters, now = new Date()): string {
  return withQuery('/api/communications/export.csv', withZone(filterParams(filters), now));
}

export function hasActiveFilters(filters: CommunicationFilters, ignore: readonly (keyof CommunicationFilters)[] = []): boolean {
  return FILTER_KEYS.some((key) => !ignore.includes(key) && filters[key] !== NO_COMMUNICATION_FILTERS[key]);
}

/** Any change of a filter goes back to the first page. */
export function withFilter<K extends CommunicationFilterKey>(
  filters: CommunicationFilters,
  key: K,
  value: CommunicationFilters[K],
): CommunicationFilters {
  return { ...filters, [key]: value, page: 1 };
}

export function pageCountOf(list: { total: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(list.total / Math.max(1, list.pageSize)));
}
