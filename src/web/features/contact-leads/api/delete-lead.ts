import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LEADS_QUERY_KEY } from './get-leads';

export function deleteLead(id: string): Promise<unknown> {
  return api.delete(`/api/contact-submissions/${encodeURIComponent(id)}`);
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}
