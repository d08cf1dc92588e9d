import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevenueRecord, UpdateRevenueInput } from '../../../../shared/schemas/revenue';
import { api } from '../../../lib/api';

export interface UpdateRevenueVariables {
  id: string;
  input: UpdateRevenueInput;
}

export function updateRevenue({ id, input }: UpdateRevenueVariables): Promise<RevenueRecord> {
  return api.patch<RevenueRecord>(`/api/revenue/${encodeURIComponent(id)}`, input);
}

export function useUpdateRevenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRevenue,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
