import type { Client } from '@shared/schemas/clients';
import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteClient } from './api/delete-client';

export function DeleteClientDialog({ client, ...dialog }: DeleteDialogProps & { client: Client | null }) {
  const mutation = useDeleteClient();
  if (!client) return null;
  return (
    <ConfirmDeleteDialog
      {...dialog}
      mutation={mutation}
      id={client.id}
      title="Delete Client"
      description={`Are you sure you want to delete ${client.name}? This action cannot be undone and will permanently remove this client and all associated data.`}
      toasts={{
        success: 'Client deleted successfully',
        description: `${client.name} has been removed.`,
        failure: 'Failed to delete client',
      }}
    />
  );
}
