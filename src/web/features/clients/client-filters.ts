/**
 * The Clients list filters as data: read from and written to the URL (so reload, Back and shared links keep them) and
 * turned into the list and export addresses. Free of React so it can be unit tested.
 */
import { CLIENT_STATUSES, INDUSTRIES, type ClientStatus } from '../../../shared/enums';
import type { ClientList } from '../../../shared/schemas/clients';

export type Industry = (typeof INDUSTRIES)[number];

export interface ClientFilters {
  q: string;
  status: ClientStatus | null;
  industry: Industry | null;
  page: number;
}

export const NO_CLIENT_FILTERS: ClientFilters = { q: '', status: null, industry: null, page: 1 };

export function isClientStatus(value: unknown): value is ClientStatus {
  return typeof value === 'string' && (CLIENT_STATUSES as readonly string[]).includes(value);
}

export function isIndustry(value: unknown): value is Industry {
  return typeof value === 'string' && (INDUSTRIES as readonly string[]).includes(value);
}

/** Anything unknown in a hand-edited address falls back to the default instead of failing the request. */
export function filtersFromSearchParams(params: URLSearchParams): ClientFilters {
  const status = params.get('status');
  const industry = params.get('industry');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    status: isClientStatus(status) ? status : null,
    industry: isIndustry(industry) ? industry : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const FILTER_KEYS = ['q', 'status', 'industry'] as const;

/** Writes the filters over `base`, leaving other params alone and defaults out, so a clean list has a clean URL. */
export function filtersToSearchParams(filters: ClientFilters, base?: URLSearchParams): URLSearchParams {
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

export function clientListPath(filters: ClientFilters): string {
  const params = filtersToSearchParams({ ...filters, page: 1 });
  params.set('page', String(filters.page));
  return `/api/clients?${params.toString()}`;
}

/** The CSV of everything the search and filters match (all pages). */
export function clientExportUrl(filters: ClientFilters): string {
  const params = filtersToSearchParams({ ...filters, page: 1 });
  const query = params.toString();
  return `/api/clients/export.csv${query ? `?${query}` : ''}`;
}

export function hasActiveFilters(filters: ClientFilters): boolean {
  return Boolean(filters.q || filters.status || filters.industry);
}

export function pageCountOf(list: Pick<ClientList, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(list.total / Math.max(1, list.pageSize)));
}

/** The count line, worded as docs/product.md has it. */
export function clientCountLabel(total: number): string {
  return `${total} client(s)`;
}
