import { toast } from 'sonner';
import type { Lead } from '../../../shared/schemas/leads';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useDeleteLead } from './api/delete-lead';

interface DeleteLeadDialogProps {
  lead: Lead | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DeleteLeadDialog({ lead, open, onOpenChange }: DeleteLeadDialogProps) {
  const deleteLead = useDeleteLead();
  if (!lead) return null;

  const confirm = async () => {
    try {
      await deleteLead.mutateAsync(lead.id);
      toast.success('Submission deleted', { description: 'The contact submission has been deleted' });
      onOpenChange(false);
    } catch (error) {
      // Left open so the user can try again or cancel.
      toast.error('Failed to delete submission', { description: errorMessage(error) });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete submission"
      description={`Are you sure you want to delete this submission from ${lead.firstName} ${lead.lastName}? This action cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={deleteLead.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
