import { toast } from 'sonner';
import type { ClientUser } from '../../../shared/schemas/clients';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useDeleteClientUser } from './api/client-user-mutations';

interface DeleteClientUserDialogProps {
  clientId: string;
  user: ClientUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DeleteClientUserDialog({ clientId, user, open, onOpenChange }: DeleteClientUserDialogProps) {
  const remove = useDeleteClientUser(clientId);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`;

  const confirm = async () => {
    try {
      await remove.mutateAsync(user.id);
      toast.success('User deleted successfully', { description: `${name} has been removed from the team.` });
      onOpenChange(false);
    } catch (error) {
      toast.error('Failed to delete user', { description: errorMessage(error) });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete User"
      description={`Are you sure you want to delete ${name}? This action cannot be undone and will permanently remove their account and all associated data.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
