import { toast } from 'sonner';
import type { Milestone } from '../../../shared/schemas/projects';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useDeleteMilestone } from './api/delete-milestone';

interface DeleteMilestoneDialogProps {
  projectId: string;
  milestone: Milestone | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DeleteMilestoneDialog({ projectId, milestone, open, onOpenChange }: DeleteMilestoneDialogProps) {
  const deleteMilestone = useDeleteMilestone(projectId);
  if (!milestone) return null;

  const confirm = async () => {
    try {
      await deleteMilestone.mutateAsync(milestone.id);
      toast.success('Milestone deleted successfully', { description: `${milestone.name} has been removed.` });
      onOpenChange(false);
    } catch (error) {
      toast.error('Failed to delete milestone', { description: errorMessage(error) });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete milestone"
      description={`Are you sure you want to delete ${milestone.name}? Its tasks stay on the project. This action cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={deleteMilestone.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
