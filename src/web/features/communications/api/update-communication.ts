import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunicationDetail, UpdateCommunicationInput } from '../../../../shared/schemas/communications';
import { api } from '../../../lib/api';

export interface UpdateCommunicationVariables {
  id: string;
  input: UpdateCommunicationInput;
}

export function updateCommunication({ id, input }: UpdateCommunicationVariables): Promise<CommunicationDetail> {
  return api.patch<CommunicationDetail>(`/api/communications/${encodeURIComponent(id)}`, input);
}

export function useUpdateCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommunication,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
