import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead } from '../../../../shared/schemas/leads';
import { api } from '../../../lib/api';
import { LEADS_QUERY_KEY } from './get-leads';

export interface ConvertLeadResult {
  client: { id: string; name: string };
  lead: Lead;
}

/** Creates a 'prospect' client from the lead and links the two; 409 when the lead was converted already. */
export function convertLead(id: string): Promise<ConvertLeadResult> {
  return api.post<ConvertLeadResult>(`/api/contact-submissions/${encodeURIComponent(id)}/convert`);
}

export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertLead,
    // After a 409 too: the list should learn the client link someone else made.
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}
