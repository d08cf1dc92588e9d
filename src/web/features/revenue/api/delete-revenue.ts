import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function deleteRevenue(id: string): Promise<unknown> {
  return api.delete(`/api/revenue/${encodeURIComponent(id)}`);
}

export function useDeleteRevenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRevenue,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
