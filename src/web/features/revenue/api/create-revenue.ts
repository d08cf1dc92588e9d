import type { CreateRevenueInput } from '@shared/schemas/revenue';
import { revenueApi } from '@shared/api/revenue';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';

export interface CreateRevenueVariables {
  clientId: string;
  input: CreateRevenueInput;
}

export function useCreateRevenue() {
  return useEndpointMutation(
    revenueApi.create,
    ({ clientId, input }: CreateRevenueVariables) => [{ params: { id: clientId }, body: input }],
    // The list and cards, the client's timeline and the dashboard's Monthly Revenue.
    invalidates('revenue'),
  );
}
