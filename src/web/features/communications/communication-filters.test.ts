import { describe, expect, it } from 'vitest';
import {
  communicationExportUrl,
  communicationListPath,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  NO_COMMUNICATION_FILTERS,
  withFilter,
} from './communication-filters';

const ID = '3e4dd2a2-523f-43cb-a3e9-3a75a015478d';

describe('communication filters in the address', () => {
  it('reads what it understands and drops what it does not', () => {
    const f = filtersFromSearchParams(new URLSearchParams(`q= call &type=call&direction=sideways&clientId=${ID}&userId=x&dateFrom=2026-05-01&dateTo=may&page=0`));
    expect(f).toEqual({ ...NO_COMMUNICATION_FILTERS, q: 'call', type: 'call', clientId: ID, dateFrom: '2026-05-01' });
  });

  it('writes only what differs from the defaults, leaving other params alone', () => {
    const params = filtersToSearchParams({ ...NO_COMMUNICATION_FILTERS, type: 'email', page: 2 }, new URLSearchParams('tab=communication&type=chat'));
    expect(params.toString()).toBe('tab=communication&type=email&page=2');
  });

  it("sends the browser's offset with date filters only", () => {
    const winter = new Date(2026, 0, 15);
    expect(communicationListPath(NO_COMMUNICATION_FILTERS, undefined, winter)).toBe('/api/communications?page=1');
    const dated = { ...NO_COMMUNICATION_FILTERS, dateTo: '2026-01-31' };
    expect(communicationListPath(dated, 20, winter)).toBe(`/api/communications?dateTo=2026-01-31&tzOffset=${winter.getTimezoneOffset()}&page=1&pageSize=20`);
    expect(communicationExportUrl({ ...dated, q: 'x' }, winter)).toBe(`/api/communications/export.csv?q=x&dateTo=2026-01-31&tzOffset=${winter.getTimezoneOffset()}`);
  });

  it('counts search as a filter (Clear Filters clears it) and goes back to page 1 on a change', () => {
    expect(hasActiveFilters(NO_COMMUNICATION_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_COMMUNICATION_FILTERS, q: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...NO_COMMUNICATION_FILTERS, clientId: ID }, ['clientId'])).toBe(false);
    expect(withFilter({ ...NO_COMMUNICATION_FILTERS, page: 3 }, 'direction', 'inbound')).toMatchObject({ direction: 'inbound', page: 1 });
  });
});
