import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api';
import { useDeleteTask } from './api/delete-task';

interface DeleteTaskDialogProps {
  task: { id: string; title: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

export function DeleteTaskDialog({ task, open, onOpenChange, onDeleted }: DeleteTaskDialogProps) {
  const deleteTask = useDeleteTask();
  if (!task) return null;

  const confirm = async () => {
    try {
      await deleteTask.mutateAsync(task.id);
      toast.success('Task deleted successfully', { description: `${task.title} has been removed.` });
      onOpenChange(false);
      onDeleted?.();
    } catch (error) {
      // Left open so the user can try again or cancel.
      toast.error('Failed to delete task', { description: errorMessage(error) });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Task"
      description={`Are you sure you want to delete "${task.title}"? This action cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={deleteTask.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
