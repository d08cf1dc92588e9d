import { useId } from 'react';
import type { Client } from '@shared/schemas/clients';
import { FormDialog } from '../../components/form-dialog';
import { useSaveRecord } from '@web/lib/use-save-record';
import { useCreateClient } from './api/create-client';
import { useUpdateClient } from './api/update-client';
import { ClientForm } from './client-form';
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
  const { busy, save } = useSaveRecord('Client', client?.id, { create, update }, () => onOpenChange(false));

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
