import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, filtersToSearchParams, NO_USER_FILTERS, userListPath } from './user-filters';

describe('user filters in the URL', () => {
  it('reads what it wrote, keeps the Settings tab and leaves defaults out', () => {
    const filters = { q: 'ada', group: 'client' as const, role: 'client_primary' as const, status: 'pending' as const, page: 3 };
    const params = filtersToSearchParams(filters, new URLSearchParams('tab=users'));
    expect(params.toString()).toBe('tab=users&q=ada&role=client_primary&status=pending&group=client&page=3');
    expect(filtersFromSearchParams(params)).toEqual(filters);
    expect(filtersToSearchParams(NO_USER_FILTERS).toString()).toBe('');
  });

  it('falls back to the defaults for anything unknown in a hand-edited address', () => {
    expect(filtersFromSearchParams(new URLSearchParams('group=everyone&role=boss&status=gone&page=-2'))).toEqual(NO_USER_FILTERS);
  });

  it('asks the server for the page with the filters', () => {
    expect(userListPath({ ...NO_USER_FILTERS, q: 'a b', group: 'staff', page: 2 })).toBe('/api/users?q=a+b&group=staff&page=2');
  });
});
