import type { Lead } from '@shared/schemas/leads';
import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteLead } from './api/delete-lead';

export function DeleteLeadDialog({ lead, ...dialog }: DeleteDialogProps & { lead: Lead | null }) {
  const mutation = useDeleteLead();
  if (!lead) return null;
  return (
    <ConfirmDeleteDialog
      {...dialog}
      mutation={mutation}
      id={lead.id}
      title="Delete submission"
      description={`Are you sure you want to delete this submission from ${lead.firstName} ${lead.lastName}? This action cannot be undone.`}
      toasts={{
        success: 'Submission deleted',
        description: 'The contact submission has been deleted',
        failure: 'Failed to delete submission',
      }}
    />
  );
}
