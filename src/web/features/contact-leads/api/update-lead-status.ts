import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadStatus } from '@shared/enums';
import { leadsApi } from '@shared/api/leads';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';

export interface UpdateLeadStatusVariables {
  id: string;
  status: LeadStatus;
}

export function updateLeadStatus({ id, status }: UpdateLeadStatusVariables) {
  return request(leadsApi.update, { params: { id }, body: { status } });
}

export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeadStatus,
    // Also after a failure: the lead may have changed or gone under us.
    onSettled: () => invalidateFor(queryClient, 'lead'),
  });
}
