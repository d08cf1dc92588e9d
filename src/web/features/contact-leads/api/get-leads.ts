import { useQuery } from '@tanstack/react-query';
import type { LeadList } from '../../../../shared/schemas/leads';
import { listQueryOptions } from '../../../lib/list-query';

/** Every Contact Leads query starts with this key; mutations invalidate it. */
export const LEADS_QUERY_KEY = ['contact-submissions'] as const;

export const leadsQueryOptions = (query: string) => listQueryOptions<LeadList>([...LEADS_QUERY_KEY, 'list'], '/api/contact-submissions', query);

export function useLeads(query: string) {
  return useQuery(leadsQueryOptions(query));
}
