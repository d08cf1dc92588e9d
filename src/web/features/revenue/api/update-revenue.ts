import type { UpdateRevenueInput } from '@shared/schemas/revenue';
import { revenueApi } from '@shared/api/revenue';
import { useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';

export function useUpdateRevenue() {
  return useEndpointMutation(
    revenueApi.update,
    ({ id, input }: UpdateVariables<UpdateRevenueInput>) => [{ params: { id }, body: input }],
    invalidates('revenue'),
  );
}
