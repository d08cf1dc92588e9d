import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunicationDetail, CreateCommunicationInput } from '../../../../shared/schemas/communications';
import { api } from '../../../lib/api';

export function createCommunication(input: CreateCommunicationInput): Promise<CommunicationDetail> {
  return api.post<CommunicationDetail>('/api/communications', input);
}

export function useCreateCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommunication,
    // The lists, and the dashboards' recent communications and activity.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
