import type { ClientUser } from '@shared/schemas/clients';
import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { deleteUserCopy } from '../../components/delete-user-copy';
import { useDeleteClientUser } from './api/client-user-mutations';

export function DeleteClientUserDialog({ clientId, user, ...dialog }: DeleteDialogProps & { clientId: string; user: ClientUser | null }) {
  const mutation = useDeleteClientUser(clientId);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`;
  return <ConfirmDeleteDialog {...dialog} mutation={mutation} id={user.id} {...deleteUserCopy(name)} />;
}
