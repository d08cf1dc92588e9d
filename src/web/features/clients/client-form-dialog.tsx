import type { Client } from '@shared/schemas/clients';
import type { AddOrEditWords } from '../../components/add-or-edit-dialog';
import { RecordFormDialog } from '../../components/record-form-dialog';
import { useCreateClient } from './api/create-client';
import { useUpdateClient } from './api/update-client';
import { ClientForm } from './client-form';
import { clientToFormValues, EMPTY_CLIENT_FORM } from './client-form-values';
import { t } from '@web/lib/messages/clients';

interface ClientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this client; without it the dialog creates one. */
  client?: Client;
}

/** The dialog's words, in the reader's language when it renders. */
function words(): AddOrEditWords {
  return {
    add: {
      title: t('clients.formDialog.addTitle'),
      description: t('clients.formDialog.addDescription'),
      submitLabel: t('clients.formDialog.create'),
    },
    edit: {
      title: t('clients.detail.edit'),
      description: t('clients.formDialog.editDescription'),
      submitLabel: t('clients.formDialog.update'),
    },
  };
}

/** Add New Client / Edit Client. */
export function ClientFormDialog({ client, ...dialog }: ClientFormDialogProps) {
  const create = useCreateClient();
  const update = useUpdateClient();
  return (
    <RecordFormDialog {...dialog} noun="Client" words={words()} recordId={client?.id} mutations={{ create, update }} className="max-w-2xl">
      {(form) => <ClientForm {...form} defaultValues={client ? clientToFormValues(client) : EMPTY_CLIENT_FORM} />}
    </RecordFormDialog>
  );
}
