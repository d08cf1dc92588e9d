import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function deleteCommunication(id: string): Promise<unknown> {
  return api.delete(`/api/communications/${encodeURIComponent(id)}`);
}

export function useDeleteCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommunication,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
