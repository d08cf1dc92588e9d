import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadList } from '../../../../shared/schemas/leads';
import { api } from '../../../lib/api';
import { leadListPath, type LeadFilters } from '../lead-filters';

/** Every Contact Leads query starts with this key; mutations invalidate it. */
export const LEADS_QUERY_KEY = ['contact-submissions'] as const;

export function fetchLeads(filters: LeadFilters, signal?: AbortSignal): Promise<LeadList> {
  return api.get<LeadList>(leadListPath(filters), signal);
}

export function leadsQueryOptions(filters: LeadFilters) {
  return queryOptions({
    queryKey: [...LEADS_QUERY_KEY, 'list', filters] as const,
    queryFn: ({ signal }) => fetchLeads(filters, signal),
    // Keep the current rows on screen while the next search or page loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useLeads(filters: LeadFilters) {
  return useQuery(leadsQueryOptions(filters));
}
