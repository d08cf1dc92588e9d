/** Create, edit, delete and re-invite a client's portal users; each refreshes the client (its users, timeline, counts) and the people pickers. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientsApi } from '@shared/api/clients';
import type { CreateClientUserInput, UpdateClientUserInput } from '@shared/schemas/clients';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';

function useClientMutation<V>(clientId: string, mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateFor(queryClient, 'clientUser', { clientId }) });
}

export function useCreateClientUser(clientId: string) {
  return useClientMutation(clientId, (input: CreateClientUserInput) =>
    request(clientsApi.addUser, { params: { id: clientId }, body: input }),
  );
}

export function useUpdateClientUser(clientId: string) {
  return useClientMutation(clientId, ({ userId, input }: { userId: string; input: UpdateClientUserInput }) =>
    request(clientsApi.updateUser, { params: { id: clientId, userId }, body: input }),
  );
}

export function useDeleteClientUser(clientId: string) {
  return useClientMutation(clientId, (userId: string) => request(clientsApi.removeUser, { params: { id: clientId, userId } }));
}

export function useResendInvitation(clientId: string) {
  return useClientMutation(clientId, (userId: string) => request(clientsApi.resendInvitation, { params: { id: clientId, userId } }));
}
