import { useId } from 'react';
import type { Client } from '@shared/schemas/clients';
import { FormDialog } from '../../components/form-dialog';
import { savedLine, saveToasts, withToasts } from '../../lib/with-toasts';
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
    if (client)
      await withToasts(
        () => update.mutateAsync({ id: client.id, input: payload }),
        saveToasts('Client', true, savedLine(payload.name, true)),
      );
    else
      await withToasts(
        () => create.mutateAsync(payload),
        saveToasts('Client', false, (created) => savedLine(created.name, false)),
      );
    onOpenChange(false);
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
      editing={!!client}
      submitLabel={client ? 'Update Client' : 'Create Client'}
    >
      <ClientForm id={formId} defaultValues={client ? clientToFormValues(client) : EMPTY_CLIENT_FORM} onSubmit={save} />
    </FormDialog>
  );
}
