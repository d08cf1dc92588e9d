import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevenueRecord, UpdateRevenueInput } from '../../../../shared/schemas/revenue';
import { revenueApi } from '../../../../shared/api/revenue';
import { request } from '../../../lib/api';

export interface UpdateRevenueVariables {
  id: string;
  input: UpdateRevenueInput;
}

export function updateRevenue({ id, input }: UpdateRevenueVariables): Promise<RevenueRecord> {
  return request(revenueApi.update, { params: { id }, body: input });
}

export function useUpdateRevenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRevenue,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
