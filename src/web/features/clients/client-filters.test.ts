import { describe, expect, it } from 'vitest';
import {
  clientCountLabel,
  clientExportUrl,
  clientListPath,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  NO_CLIENT_FILTERS,
} from './client-filters';

describe('client filters in the address', () => {
  it('reads known values and drops anything hand-edited into nonsense', () => {
    expect(filtersFromSearchParams(new URLSearchParams('q=%20acme%20&status=active&industry=Real%20Estate&page=3'))).toEqual({
      q: 'acme',
      status: 'active',
      industry: 'Real Estate',
      page: 3,
    });
    expect(filtersFromSearchParams(new URLSearchParams('status=won&industry=Mining&page=-2'))).toEqual(NO_CLIENT_FILTERS);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = filtersToSearchParams({ ...NO_CLIENT_FILTERS, status: 'prospect' }, new URLSearchParams('tab=x&page=4'));
    expect(params.toString()).toBe('tab=x&status=prospect');
    expect(filtersToSearchParams(NO_CLIENT_FILTERS).toString()).toBe('');
  });

  it('builds the list address with the page, and the export address without it', () => {
    const filters = { q: 'a&b', status: 'active' as const, industry: 'Retail' as const, page: 2 };
    expect(clientListPath(filters)).toBe('/api/clients?q=a%26b&status=active&industry=Retail&page=2');
    expect(clientExportUrl(filters)).toBe('/api/clients/export.csv?q=a%26b&status=active&industry=Retail');
    expect(clientExportUrl(NO_CLIENT_FILTERS)).toBe('/api/clients/export.csv');
  });

  it('knows when the list is narrowed, and words the count as docs/product.md does', () => {
    expect(hasActiveFilters(NO_CLIENT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_CLIENT_FILTERS, page: 5 })).toBe(false);
    expect(hasActiveFilters({ ...NO_CLIENT_FILTERS, industry: 'Legal' })).toBe(true);
    expect(clientCountLabel(1)).toBe('1 client(s)');
  });
});
