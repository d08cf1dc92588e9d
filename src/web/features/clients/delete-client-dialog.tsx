import { toast } from 'sonner';
import type { Client } from '../../../shared/schemas/clients';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useDeleteClient } from './api/delete-client';

interface DeleteClientDialogProps {
  client: Client | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

export function DeleteClientDialog({ client, open, onOpenChange, onDeleted }: DeleteClientDialogProps) {
  const remove = useDeleteClient();
  if (!client) return null;

  const confirm = async () => {
    try {
      await remove.mutateAsync(client.id);
      toast.success('Client deleted successfully', { description: `${client.name} has been removed.` });
      onOpenChange(false);
      onDeleted?.();
    } catch (error) {
      // Left open so the user can try again or cancel.
      toast.error('Failed to delete client', { description: errorMessage(error) });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Client"
      description={`Are you sure you want to delete ${client.name}? This action cannot be undone and will permanently remove this client and all associated data.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
