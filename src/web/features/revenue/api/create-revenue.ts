import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRevenueInput, RevenueRecord } from '../../../../shared/schemas/revenue';
import { revenueApi } from '../../../../shared/api/revenue';
import { request } from '../../../lib/api';

export interface CreateRevenueVariables {
  clientId: string;
  input: CreateRevenueInput;
}

export function createRevenue({ clientId, input }: CreateRevenueVariables): Promise<RevenueRecord> {
  return request(revenueApi.create, { params: { id: clientId }, body: input });
}

export function useCreateRevenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRevenue,
    // The list and cards, the client's timeline and the dashboard's Monthly Revenue.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
