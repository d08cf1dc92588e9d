import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteCommunication } from './api/delete-communication';
import { t } from '@web/lib/messages/communications';

type DeleteCommunicationDialogProps = Pick<DeleteDialogProps, 'onOpenChange'> & { communication: { id: string; subject: string } | null };

export function DeleteCommunicationDialog({ communication, onOpenChange }: DeleteCommunicationDialogProps) {
  const mutation = useDeleteCommunication();
  if (!communication) return null;
  return (
    <ConfirmDeleteDialog
      open
      onOpenChange={onOpenChange}
      mutation={mutation}
      id={communication.id}
      title={t('communications.delete.title')}
      description={t('communications.delete.description', { subject: communication.subject })}
      toasts={{ success: t('communications.delete.success'), failure: t('communications.delete.failure') }}
    />
  );
}
