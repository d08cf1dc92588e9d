import { Pencil, Trash2 } from 'lucide-react';
import type { TaskListItem } from '@shared/schemas/tasks';
import { Button } from '../../components/button';
import { t } from '@web/lib/messages/tasks';

export interface TaskRowActionsProps {
  task: TaskListItem;
  onEdit: (task: TaskListItem) => void;
  onDelete: (task: TaskListItem) => void;
}

/** The task's edit and delete buttons, as far as the server said the caller may (the row's `can`). */
export function TaskRowActions({ task, onEdit, onDelete }: TaskRowActionsProps) {
  const { edit: canEdit, delete: canDelete } = task.can;
  if (!canEdit && !canDelete) return null;
  return (
    // The row opens the task on click; the buttons do their own thing.
    <div className="flex justify-end gap-1" onClick={(event) => event.stopPropagation()}>
      {canEdit ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('tasks.row.edit', { title: task.title })}
          onClick={() => onEdit(task)}
        >
          <Pencil aria-hidden />
        </Button>
      ) : null}
      {canDelete ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-danger"
          aria-label={t('tasks.row.delete', { title: task.title })}
          onClick={() => onDelete(task)}
        >
          <Trash2 aria-hidden />
        </Button>
      ) : null}
    </div>
  );
}
