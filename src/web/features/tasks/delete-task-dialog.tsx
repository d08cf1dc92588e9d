import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteTask } from './api/delete-task';
import { t } from '@web/lib/messages/tasks';

export function DeleteTaskDialog({ task, ...dialog }: DeleteDialogProps & { task: { id: string; title: string } | null }) {
  const mutation = useDeleteTask();
  if (!task) return null;
  return (
    <ConfirmDeleteDialog
      {...dialog}
      mutation={mutation}
      id={task.id}
      title={t('tasks.delete.title')}
      description={t('tasks.delete.question', { title: task.title })}
      toasts={{
        success: t('tasks.delete.done'),
        description: t('tasks.delete.doneLine', { title: task.title }),
        failure: t('tasks.delete.failed'),
      }}
    />
  );
}
