import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useDeleteCommunication } from './api/delete-communication';

interface DeleteCommunicationDialogProps {
  communication: { id: string; subject: string } | null;
  onOpenChange: (open: boolean) => void;
}

export function DeleteCommunicationDialog({ communication, onOpenChange }: DeleteCommunicationDialogProps) {
  const remove = useDeleteCommunication();
  if (!communication) return null;

  const confirm = async () => {
    try {
      await remove.mutateAsync(communication.id);
      toast.success('Communication record deleted successfully');
      onOpenChange(false);
    } catch (error) {
      // Left open so the user can try again or cancel.
      toast.error('Failed to delete communication record', { description: errorMessage(error) });
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete Communication"
      description={`Are you sure you want to delete "${communication.subject}"? This action cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
