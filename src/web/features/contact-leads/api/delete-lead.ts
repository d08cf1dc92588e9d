import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsApi } from '@shared/api/leads';
import { request } from '@web/lib/api';
import { LEADS_QUERY_KEY } from './get-leads';

export function deleteLead(id: string) {
  return request(leadsApi.remove, { params: { id } });
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLead, onSettled: () => queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }) });
}
