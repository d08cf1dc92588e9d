import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revenueApi } from '../../../../shared/api/revenue';
import { request } from '../../../lib/api';

export function deleteRevenue(id: string): Promise<unknown> {
  return request(revenueApi.remove, { params: { id } });
}

export function useDeleteRevenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRevenue,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
