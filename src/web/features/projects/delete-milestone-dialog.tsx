import type { Milestone } from '@shared/schemas/projects';
import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteMilestone } from './api/delete-milestone';

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
      title="Delete milestone"
      description={`Are you sure you want to delete ${milestone.name}? Its tasks stay on the project. This action cannot be undone.`}
      toasts={{
        success: 'Milestone deleted successfully',
        description: `${milestone.name} has been removed.`,
        failure: 'Failed to delete milestone',
      }}
    />
  );
}
