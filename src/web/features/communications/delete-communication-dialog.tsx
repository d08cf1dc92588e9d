import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteCommunication } from './api/delete-communication';

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
      title="Delete Communication"
      description={`Are you sure you want to delete "${communication.subject}"? This action cannot be undone.`}
      toasts={{ success: 'Communication record deleted successfully', failure: 'Failed to delete communication record' }}
    />
  );
}
