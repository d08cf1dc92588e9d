import type { ClientUser } from '@shared/schemas/clients';
import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteClientUser } from './api/client-user-mutations';

export function DeleteClientUserDialog({ clientId, user, ...dialog }: DeleteDialogProps & { clientId: string; user: ClientUser | null }) {
  const mutation = useDeleteClientUser(clientId);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <ConfirmDeleteDialog
      {...dialog}
      mutation={mutation}
      id={user.id}
      title="Delete User"
      description={`Are you sure you want to delete ${name}? This action cannot be undone and will permanently remove their account and all associated data.`}
      toasts={{
        success: 'User deleted successfully',
        description: `${name} has been removed from the team.`,
        failure: 'Failed to delete user',
      }}
    />
  );
}
