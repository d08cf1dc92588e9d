import { useId } from 'react';
import { toast } from 'sonner';
import { assignableRoles } from '../../../shared/policies/users';
import type { CreateUserInput, UpdateUserInput, UserDto } from '../../../shared/schemas/users';
import { FormDialog } from '../../components/form-dialog';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { useCreateUser, useUpdateUser } from './api/users';
import { UserForm, type UserPayload } from './user-form';

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this user; without it the dialog creates one. */
  user?: UserDto | null;
}

/** Add User / Edit User. On success it closes (and the form resets with it); on error it stays open with the messages. */
export function UserFormDialog({ open, onOpenChange, user }: UserFormDialogProps) {
  const formId = useId();
  const { me } = useCurrentUser();
  const create = useCreateUser();
  const update = useUpdateUser();
  const busy = create.isPending || update.isPending;

  const save = async (payload: UserPayload) => {
    const name = `${payload.firstName ?? ''} ${payload.lastName ?? ''}`.trim();
    if (user) {
      try {
        await update.mutateAsync({ id: user.id, input: payload as UpdateUserInput });
        toast.success('User updated successfully', { description: `${name} has been updated.` });
        onOpenChange(false);
      } catch (error) {
        toast.error('Failed to update user', { description: errorMessage(error) });
        throw error;
      }
      return;
    }
    try {
      const input = payload as CreateUserInput;
      await create.mutateAsync(input);
      toast.success('User created successfully', {
        description: input.invite ? `${name} has been added to the team. An invitation was sent to ${input.email}.` : `${name} has been added to the team.`,
      });
      onOpenChange(false);
    } catch (error) {
      toast.error('Failed to create user', { description: errorMessage(error) });
      throw error;
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={user ? 'Edit User' : 'Add User'}
      description={user ? 'The e-mail address cannot be changed.' : 'Give a team member or a client contact their own account.'}
      className="max-w-xl"
      formId={formId}
      busy={busy}
      submitLabel={user ? 'Update User' : 'Create User'}
      busyLabel={user ? 'Updating...' : 'Creating...'}
    >
      {/* Keyed by the user, so opening another one (or Add User after an edit) starts from a fresh form. */}
      {open ? (
        <UserForm
          key={user?.id ?? 'new'}
          id={formId}
          user={user ?? undefined}
          roles={user ? user.roleChoices : assignableRoles(me?.user.role)}
          canChangeRole={!user || user.can.changeRole}
          canChangeStatus={!user || user.can.changeStatus}
          onSubmit={save}
        />
      ) : null}
    </FormDialog>
  );
}
