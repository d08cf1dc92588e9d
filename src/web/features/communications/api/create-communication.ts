import type { CreateCommunicationInput } from '@shared/schemas/communications';
import { communicationsApi } from '@shared/api/communications';
import { invalidateAll, useEndpointMutation } from '@web/lib/endpoint-mutation';

export function useCreateCommunication() {
  return useEndpointMutation(
    communicationsApi.create,
    (input: CreateCommunicationInput) => [{ body: input }],
    // The lists, and the dashboards' recent communications and activity.
    invalidateAll,
  );
}
