/** Create, edit, delete and re-invite a client's portal users; each refreshes the client's user list and timeline. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientUser, CreateClientUserInput, UpdateClientUserInput } from '../../../../shared/schemas/clients';
import { api } from '../../../lib/api';
import { clientKey } from './keys';

const base = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}/users`;
const one = (clientId: string, userId: string) => `${base(clientId)}/${encodeURIComponent(userId)}`;

function useClientMutation<V>(clientId: string, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientKey(clientId) }),
  });
}

export function useCreateClientUser(clientId: string) {
  return useClientMutation(clientId, (input: CreateClientUserInput) => api.post<ClientUser>(base(clientId), input));
}

export function useUpdateClientUser(clientId: string) {
  return useClientMutation(clientId, ({ userId, input }: { userId: string; input: UpdateClientUserInput }) =>
    api.patch<ClientUser>(one(clientId, userId), input),
  );
}

export function useDeleteClientUser(clientId: string) {
  return useClientMutation(clientId, (userId: string) => api.delete(one(clientId, userId)));
}

export function useResendInvitation(clientId: string) {
  return useClientMutation(clientId, (userId: string) => api.post<ClientUser>(`${one(clientId, userId)}/invitation`));
}
