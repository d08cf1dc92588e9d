import { revenueApi } from '@shared/api/revenue';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';

export function useDeleteRevenue() {
  return useEndpointMutation(revenueApi.remove, (id: string) => [{ params: { id } }], invalidates('revenue'));
}
