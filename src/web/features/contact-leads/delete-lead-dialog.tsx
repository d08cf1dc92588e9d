import type { Lead } from '@shared/schemas/leads';
import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteLead } from './api/delete-lead';
import { t } from '@web/lib/messages/leads';

export function DeleteLeadDialog({ lead, ...dialog }: DeleteDialogProps & { lead: Lead | null }) {
  const mutation = useDeleteLead();
  if (!lead) return null;
  return (
    <ConfirmDeleteDialog
      {...dialog}
      mutation={mutation}
      id={lead.id}
      title={t('leads.delete.title')}
      description={t('leads.delete.description', { name: `${lead.firstName} ${lead.lastName}` })}
      toasts={{ success: t('leads.delete.success'), description: t('leads.delete.successDescription'), failure: t('leads.delete.failed') }}
    />
  );
}
