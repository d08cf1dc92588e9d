import { describe, expect, it } from 'vitest';
import type { Lead, LeadList } from '../../../shared/schemas/leads';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  leadExportUrl,
  leadListPath,
  leadsEmptyKind,
  pageCountOf,
} from './lead-filters';
import { newerLead, replyMailto } from './lead-format';

const stats = (total: number): LeadList['stats'] => ({ total, new: total, contacted: 0, qualified: 0, disqualified: 0 });
const lead = (updatedAt: string, status: Lead['status'] = 'new'): Lead => ({
  id: 'l1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', company: 'Engines', projectType: 'saas',
  description: 'Hi', status, clientId: null, createdAt: '2026-01-01T10:00:00Z', updatedAt,
});

describe('lead filters in the URL', () => {
  it('reads search, status and page, and ignores what a hand-edited address got wrong', () => {
    expect(filtersFromSearchParams(new URLSearchParams('q=%20mesa%20&status=qualified&page=3'))).toEqual({
      q: 'mesa',
      status: 'qualified',
      page: 3,
    });
    expect(filtersFromSearchParams(new URLSearchParams('status=archived&page=0'))).toEqual({ q: '', status: null, page: 1 });
    expect(filtersFromSearchParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps unrelated params', () => {
    const params = filtersToSearchParams({ q: 'mesa', status: null, page: 1 }, new URLSearchParams('tab=x&page=4'));
    expect(params.toString()).toBe('tab=x&q=mesa');
    expect(filtersToSearchParams({ q: '', status: 'new', page: 2 }).toString()).toBe('status=new&page=2');
  });
});

describe('lead addresses', () => {
  it('asks the list for the filtered page', () => {
    expect(leadListPath({ q: 'R&D co', status: 'contacted', page: 2 })).toBe(
      '/api/contact-submissions?q=R%26D+co&status=contacted&page=2',
    );
  });

  it('exports what the filters match, without paging', () => {
    expect(leadExportUrl({ q: '', status: null })).toBe('/api/contact-submissions/export.csv');
    expect(leadExportUrl({ q: 'mesa', status: 'new' })).toBe('/api/contact-submissions/export.csv?q=mesa&status=new');
  });

  it('replies with the agency subject line', () => {
    expect(replyMailto('ada@example.test')).toBe(
      'mailto:ada@example.test?subject=Re%3A%20your%20enquiry%20to%20Northwind%20Studio',
    );
  });
});

describe('lead list states', () => {
  it('says "no submissions yet" only when there are no leads at all', () => {
    expect(leadsEmptyKind({ items: [], stats: stats(0) })).toBe('no-leads');
    expect(leadsEmptyKind({ items: [], stats: stats(25) })).toBe('no-matches');
    expect(leadsEmptyKind({ items: [lead('2026-01-01T10:00:00Z')], stats: stats(25) })).toBeNull();
  });

  it('counts pages, with at least one', () => {
    expect(pageCountOf({ total: 0, pageSize: 50 })).toBe(1);
    expect(pageCountOf({ total: 50, pageSize: 50 })).toBe(1);
    expect(pageCountOf({ total: 51, pageSize: 50 })).toBe(2);
  });

  it('shows the newer of the list copy and the copy a change returned', () => {
    const saved = lead('2026-01-02T10:00:00Z', 'contacted');
    expect(newerLead(lead('2026-01-01T10:00:00Z', 'new'), saved)).toBe(saved);
    const refetched = lead('2026-01-02T10:00:00Z', 'contacted');
    expect(newerLead(refetched, saved)).toBe(refetched);
    expect(newerLead(undefined, saved)).toBe(saved);
  });
});
