import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDetail, CreateClientInput } from '../../../../shared/schemas/clients';
import { clientsApi } from '../../../../shared/api/clients';
import { request } from '../../../lib/api';
import { CLIENT_LISTS_KEY } from './keys';

export function createClient(input: CreateClientInput): Promise<ClientDetail> {
  return request(clientsApi.create, { body: input });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_LISTS_KEY }),
  });
}
