import { communicationsApi } from '@shared/api/communications';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';

export function useDeleteCommunication() {
  return useEndpointMutation(communicationsApi.remove, (id: string) => [{ params: { id } }], invalidates('communication'));
}
