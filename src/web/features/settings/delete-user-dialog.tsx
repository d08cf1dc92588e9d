import { toast } from 'sonner';
import type { UserDto } from '../../../shared/schemas/users';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { errorMessage } from '../../lib/api';
import { useDeleteUser, useUpdateUser } from './api/users';
import { userName } from './user-format';

interface DeleteUserDialogProps {
  user: UserDto | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Delete User, with 'Deactivate instead' beside it: deleting leaves their tasks unassigned and their comments without
 * a name, deactivating keeps all that and only stops them signing in. Failures keep the dialog open.
 */
export function DeleteUserDialog({ user, open, onOpenChange }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  const update = useUpdateUser();
  if (!user) return null;
  const name = userName(user);
  const busy = remove.isPending || update.isPending;

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(user.id);
      toast.success('User deleted successfully', { description: `${name} has been removed from the team.` });
      onOpenChange(false);
    } catch (error) {
      toast.error('Failed to delete user', { description: errorMessage(error) });
    }
  };

  const deactivate = async () => {
    try {
      await update.mutateAsync({ id: user.id, input: { status: 'inactive' } });
      toast.success('User updated successfully', { description: `${name} has been updated.` });
      onOpenChange(false);
    } catch (error) {
      toast.error('Failed to update user', { description: errorMessage(error) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy || next) onOpenChange(next);
      }}
      role="alertdialog"
      title="Delete User"
      description={`Are you sure you want to delete ${name}? This action cannot be undone and will permanently remove their account and all associated data.`}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          {user.status === 'active' ? (
            <Button variant="secondary" onClick={() => void deactivate()} disabled={busy} aria-busy={update.isPending || undefined}>
              {update.isPending ? 'Deactivating...' : 'Deactivate instead'}
            </Button>
          ) : null}
          <Button variant="danger" onClick={() => void confirmDelete()} disabled={busy} aria-busy={remove.isPending || undefined}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      {user.status === 'active' ? (
        <p className="text-sm text-muted-foreground">To keep their name on their tasks, comments and history, deactivate the account instead: they can no longer sign in.</p>
      ) : null}
    </Dialog>
  );
}
