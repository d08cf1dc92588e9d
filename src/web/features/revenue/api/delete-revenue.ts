import { revenueApi } from '@shared/api/revenue';
import { invalidateAll, useEndpointMutation } from '@web/lib/endpoint-mutation';

export function useDeleteRevenue() {
  return useEndpointMutation(revenueApi.remove, (id: string) => [{ params: { id } }], invalidateAll);
}
