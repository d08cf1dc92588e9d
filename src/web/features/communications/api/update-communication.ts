import type { UpdateCommunicationInput } from '@shared/schemas/communications';
import { communicationsApi } from '@shared/api/communications';
import { invalidateAll, useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';

export function useUpdateCommunication() {
  return useEndpointMutation(
    communicationsApi.update,
    ({ id, input }: UpdateVariables<UpdateCommunicationInput>) => [{ params: { id }, body: input }],
    invalidateAll,
  );
}
