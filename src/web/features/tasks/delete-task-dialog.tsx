import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteTask } from './api/delete-task';

export function DeleteTaskDialog({ task, ...dialog }: DeleteDialogProps & { task: { id: string; title: string } | null }) {
  const mutation = useDeleteTask();
  if (!task) return null;
  return (
    <ConfirmDeleteDialog
      {...dialog}
      mutation={mutation}
      id={task.id}
      title="Delete Task"
      description={`Are you sure you want to delete "${task.title}"? This action cannot be undone.`}
      toasts={{ success: 'Task deleted successfully', description: `${task.title} has been removed.`, failure: 'Failed to delete task' }}
    />
  );
}
