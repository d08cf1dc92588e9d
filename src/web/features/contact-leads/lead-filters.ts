/**
 * The Contact Leads filters as data: read from and written to the URL's search params (so reload and Back keep them),
 * and turned into the list and export addresses. Free of React so it can be unit tested.
 */
import { LEAD_STATUSES, type LeadStatus } from '../../../shared/enums';
import type { LeadList } from '../../../shared/schemas/leads';

export interface LeadFilters {
  q: string;
  status: LeadStatus | null;
  page: number;
}

export const NO_LEAD_FILTERS: LeadFilters = { q: '', status: null, page: 1 };

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Anything unknown in a hand-edited address (a bad status, page 0) falls back to the default instead of failing. */
export function filtersFromSearchParams(params: URLSearchParams): LeadFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    status: isLeadStatus(status) ? status : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the filters over `base`, leaving other params alone and defaults out, so a clean list has a clean URL. */
export function filtersToSearchParams(filters: LeadFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  params.delete('q');
  params.delete('status');
  params.delete('page');
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

const BASE_PATH = '/api/contact-submissions';

export function leadListPath(filters: LeadFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  params.set('page', String(filters.page));
  return withQuery(BASE_PATH, params);
}

/** The CSV of everything the current search and status match (all pages, so no page). */
export function leadExportUrl(filters: Pick<LeadFilters, 'q' | 'status'>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  return withQuery(`${BASE_PATH}/export.csv`, params);
}

export function hasActiveFilters(filters: Pick<LeadFilters, 'q' | 'status'>): boolean {
  return filters.q !== '' || filters.status !== null;
}

export type LeadsEmptyKind = 'no-leads' | 'no-matches';

/** Which empty state a loaded page needs: none while it has rows; 'no-leads' only when there are no leads at all. */
export function leadsEmptyKind(list: Pick<LeadList, 'items' | 'stats'>): LeadsEmptyKind | null {
  if (list.items.length > 0) return null;
  return list.stats.total === 0 ? 'no-leads' : 'no-matches';
}

export function pageCountOf(list: Pick<LeadList, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(list.total / Math.max(1, list.pageSize)));
}
