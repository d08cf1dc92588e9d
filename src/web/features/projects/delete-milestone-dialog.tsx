import type { Milestone } from '@shared/schemas/projects';
import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteMilestone } from './api/delete-milestone';
import { t } from '@web/lib/messages/projects';

export function DeleteMilestoneDialog({
  projectId,
  milestone,
  ...dialog
}: DeleteDialogProps & { projectId: string; milestone: Milestone | null }) {
  const mutation = useDeleteMilestone(projectId);
  if (!milestone) return null;
  return (
    <ConfirmDeleteDialog
      {...dialog}
      mutation={mutation}
      id={milestone.id}
      title={t('projects.milestones.deleteTitle')}
      description={t('projects.milestones.deleteConfirm', { milestone: milestone.name })}
      toasts={{
        success: t('projects.milestones.deleted'),
        description: t('projects.removed', { name: milestone.name }),
        failure: t('projects.milestones.deleteFailed'),
      }}
    />
  );
}
