import type { Client } from '@shared/schemas/clients';
import type { AddOrEditWords } from '../../components/add-or-edit-dialog';
import { RecordFormDialog } from '../../components/record-form-dialog';
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

const WORDS: AddOrEditWords = {
  add: { title: 'Add New Client', description: 'Add a new client to your portfolio.', submitLabel: 'Create Client' },
  edit: { title: 'Edit Client', description: 'Update the client’s details.', submitLabel: 'Update Client' },
};

/** Add New Client / Edit Client. */
export function ClientFormDialog({ client, ...dialog }: ClientFormDialogProps) {
  const create = useCreateClient();
  const update = useUpdateClient();
  return (
    <RecordFormDialog {...dialog} noun="Client" words={WORDS} recordId={client?.id} mutations={{ create, update }} className="max-w-2xl">
      {(form) => <ClientForm {...form} defaultValues={client ? clientToFormValues(client) : EMPTY_CLIENT_FORM} />}
    </RecordFormDialog>
  );
}
