import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadsApi } from '@shared/api/leads';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';

/** Creates a 'prospect' client from the lead and links the two; 409 when the lead was converted already. */
export function convertLead(id: string) {
  return request(leadsApi.convert, { params: { id } });
}

export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertLead,
    // After a 409 too: the list should learn the client link someone else made.
    onSettled: () => invalidateFor(queryClient, 'lead'),
  });
}
