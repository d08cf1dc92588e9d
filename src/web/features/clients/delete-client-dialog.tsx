import type { Client } from '@shared/schemas/clients';
import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteClient } from './api/delete-client';
import { t } from '@web/lib/messages/clients';

export function DeleteClientDialog({ client, ...dialog }: DeleteDialogProps & { client: Client | null }) {
  const mutation = useDeleteClient();
  if (!client) return null;
  return (
    <ConfirmDeleteDialog
      {...dialog}
      mutation={mutation}
      id={client.id}
      title={t('clients.delete.title')}
      description={t('clients.delete.description', { name: client.name })}
      toasts={{
        success: t('clients.delete.success'),
        description: t('clients.delete.removed', { name: client.name }),
        failure: t('clients.delete.failed'),
      }}
    />
  );
}
