import { useId } from 'react';
import { toast } from 'sonner';
import type { Client } from '../../../shared/schemas/clients';
import { FormDialog } from '../../components/form-dialog';
import { errorMessage } from '../../lib/api';
import { useCreateClient } from './api/create-client';
import { useUpdateClient } from './api/update-client';
import { ClientForm, type ClientPayload } from './client-form';
import { clientToFormValues, EMPTY_CLIENT_FORM } from './client-form-values';

interface ClientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this client; without it the dialog creates one. */
  client?: Client;
}

/**
 * Add New Client / Edit Client. The form lives inside the dialog's content, which unmounts on close, so each opening
 * starts from fresh values. A failure keeps it open with the server's messages under the fields.
 */
export function ClientFormDialog({ open, onOpenChange, client }: ClientFormDialogProps) {
  const formId = useId();
  const create = useCreateClient();
  const update = useUpdateClient();
  const busy = create.isPending || update.isPending;

  const save = async (payload: ClientPayload) => {
    if (client) {
      try {
        await update.mutateAsync({ id: client.id, input: payload });
        toast.success('Client updated successfully', { description: `${payload.name} has been updated.` });
        onOpenChange(false);
      } catch (error) {
        toast.error('Failed to update client', { description: errorMessage(error) });
        throw error;
      }
      return;
    }
    try {
      const created = await create.mutateAsync(payload);
      toast.success('Client created successfully', { description: `${created.name} has been added.` });
      onOpenChange(false);
    } catch (error) {
      toast.error('Failed to create client', { description: errorMessage(error) });
      throw error;
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={client ? 'Edit Client' : 'Add New Client'}
      description={client ? 'Update the client’s details.' : 'Add a new client to your portfolio.'}
      className="max-w-2xl"
      formId={formId}
      busy={busy}
      submitLabel={client ? 'Update Client' : 'Create Client'}
      busyLabel={client ? 'Updating...' : 'Creating...'}
    >
      <ClientForm id={formId} defaultValues={client ? clientToFormValues(client) : EMPTY_CLIENT_FORM} onSubmit={save} />
    </FormDialog>
  );
}
