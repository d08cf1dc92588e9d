import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunicationDetail, CreateCommunicationInput } from '../../../../shared/schemas/communications';
import { communicationsApi } from '../../../../shared/api/communications';
import { request } from '../../../lib/api';

export function createCommunication(input: CreateCommunicationInput): Promise<CommunicationDetail> {
  return request(communicationsApi.create, { body: input });
}

export function useCreateCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommunication,
    // The lists, and the dashboards' recent communications and activity.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
