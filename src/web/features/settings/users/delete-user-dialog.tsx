import type { UserDto } from '@shared/schemas/users';
import { Button } from '../../../components/button';
import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../../components/confirm-delete-dialog';
import { deleteUserCopy } from '../../../components/delete-user-copy';
import { withToasts } from '../../../lib/with-toasts';
import { useDeleteUser, useUpdateUser } from '../api/users';
import { userName } from './user-format';
import { t } from '@web/lib/messages/settings';

/**
 * Delete User, with 'Deactivate instead' beside it: deleting leaves their tasks unassigned and their comments without
 * a name, deactivating keeps all that and only stops them signing in. Failures keep the dialog open.
 */
export function DeleteUserDialog({ user, onOpenChange, ...dialog }: DeleteDialogProps & { user: UserDto | null }) {
  const remove = useDeleteUser();
  const update = useUpdateUser();
  if (!user) return null;
  const name = userName(user);
  const active = user.status === 'active';

  const deactivate = async () => {
    await withToasts(() => update.mutateAsync({ id: user.id, input: { status: 'inactive' } }), {
      success: t('settings.users.updated'),
      description: t('settings.users.updatedDescription', { name }),
      failure: t('settings.users.updateFailed'),
    });
    onOpenChange(false);
  };

  return (
    <ConfirmDeleteDialog
      {...dialog}
      onOpenChange={onOpenChange}
      mutation={remove}
      id={user.id}
      {...deleteUserCopy(name)}
      extraPending={update.isPending}
      extraAction={
        active ? (
          <Button
            variant="secondary"
            onClick={() => void deactivate().catch(() => undefined)}
            disabled={remove.isPending || update.isPending}
            aria-busy={update.isPending || undefined}
          >
            {update.isPending ? t('settings.users.deactivating') : t('settings.users.deactivateInstead')}
          </Button>
        ) : null
      }
    >
      {active ? <p className="text-sm text-muted-foreground">{t('settings.users.deactivateHint')}</p> : null}
    </ConfirmDeleteDialog>
  );
}
