import type { CreateCommunicationInput } from '@shared/schemas/communications';
import { communicationsApi } from '@shared/api/communications';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';

export function useCreateCommunication() {
  return useEndpointMutation(
    communicationsApi.create,
    (input: CreateCommunicationInput) => [{ body: input }],
    // The lists, and the dashboards' recent communications and activity.
    invalidates('communication'),
  );
}
