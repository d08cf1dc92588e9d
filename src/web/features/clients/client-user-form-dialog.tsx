import { useId } from 'react';
import { toast } from 'sonner';
import type { ClientUser, CreateClientUserInput, UpdateClientUserInput } from '../../../shared/schemas/clients';
import { FormDialog } from '../../components/form-dialog';
import { errorMessage } from '../../lib/api';
import { useCreateClientUser, useUpdateClientUser } from './api/client-user-mutations';
import { ClientUserForm, type ClientUserPayload } from './client-user-form';

interface ClientUserFormDialogProps {
  clientId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this user; without it the dialog creates one. */
  user?: ClientUser | null;
}

/** Add User / Edit User of the Associated Users tab. On success it closes; on error it stays open with the messages. */
export function ClientUserFormDialog({ clientId, open, onOpenChange, user }: ClientUserFormDialogProps) {
  const formId = useId();
  const create = useCreateClientUser(clientId);
  const update = useUpdateClientUser(clientId);
  const busy = create.isPending || update.isPending;

  const save = async (payload: ClientUserPayload) => {
    const name = `${payload.firstName ?? ''} ${payload.lastName ?? ''}`.trim();
    if (user) {
      try {
        await update.mutateAsync({ userId: user.id, input: payload as UpdateClientUserInput });
        toast.success('User updated successfully', { description: `${name} has been updated.` });
        onOpenChange(false);
      } catch (error) {
        toast.error('Failed to update user', { description: errorMessage(error) });
        throw error;
      }
      return;
    }
    try {
      const input = payload as CreateClientUserInput;
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
      description={user ? 'The e-mail address cannot be changed.' : 'Give a person at this client their own portal account.'}
      className="max-w-xl"
      formId={formId}
      busy={busy}
      submitLabel={user ? 'Update User' : 'Create User'}
      busyLabel={user ? 'Updating...' : 'Creating...'}
    >
      <ClientUserForm id={formId} user={user ?? undefined} onSubmit={save} />
    </FormDialog>
  );
}
