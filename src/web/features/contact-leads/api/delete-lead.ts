import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsApi } from '@shared/api/leads';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';

export function deleteLead(id: string) {
  return request(leadsApi.remove, { params: { id } });
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLead, onSettled: () => invalidateFor(queryClient, 'lead') });
}
