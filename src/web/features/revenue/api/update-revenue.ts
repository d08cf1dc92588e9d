import type { UpdateRevenueInput } from '@shared/schemas/revenue';
import { revenueApi } from '@shared/api/revenue';
import { invalidateAll, useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';

export function useUpdateRevenue() {
  return useEndpointMutation(
    revenueApi.update,
    ({ id, input }: UpdateVariables<UpdateRevenueInput>) => [{ params: { id }, body: input }],
    invalidateAll,
  );
}
