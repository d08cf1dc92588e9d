import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communicationsApi } from '../../../../shared/api/communications';
import { request } from '../../../lib/api';

export function deleteCommunication(id: string): Promise<unknown> {
  return request(communicationsApi.remove, { params: { id } });
}

export function useDeleteCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommunication,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
