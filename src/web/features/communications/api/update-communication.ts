import type { UpdateCommunicationInput } from '@shared/schemas/communications';
import { communicationsApi } from '@shared/api/communications';
import { useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';

export function useUpdateCommunication() {
  return useEndpointMutation(
    communicationsApi.update,
    ({ id, input }: UpdateVariables<UpdateCommunicationInput>) => [{ params: { id }, body: input }],
    invalidates('communication'),
  );
}
