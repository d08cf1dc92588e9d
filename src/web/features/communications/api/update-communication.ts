import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunicationDetail, UpdateCommunicationInput } from '../../../../shared/schemas/communications';
import { communicationsApi } from '../../../../shared/api/communications';
import { request } from '../../../lib/api';

export interface UpdateCommunicationVariables {
  id: string;
  input: UpdateCommunicationInput;
}

export function updateCommunication({ id, input }: UpdateCommunicationVariables): Promise<CommunicationDetail> {
  return request(communicationsApi.update, { params: { id }, body: input });
}

export function useUpdateCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommunication,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
