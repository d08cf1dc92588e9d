import { Pencil, Trash2 } from 'lucide-react';
import type { TaskListItem } from '../../../shared/schemas/tasks';
import { Button } from '../../components/button';

export interface TaskRowActionsProps {
  task: TaskListItem;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (task: TaskListItem) => void;
  onDelete: (task: TaskListItem) => void;
}

export function TaskRowActions({ task, canEdit, canDelete, onEdit, onDelete }: TaskRowActionsProps) {
  if (!canEdit && !canDelete) return null;
  return (
    // The row opens the task on click; the buttons do their own thing.
    <div className="flex justify-end gap-1" onClick={(event) => event.stopPropagation()}>
      {canEdit ? (
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Edit ${task.title}`} onClick={() => onEdit(task)}>
          <Pencil aria-hidden />
        </Button>
      ) : null}
      {canDelete ? (
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-danger"
          aria-label={`Delete ${task.title}`}
          onClick={() => onDelete(task)}
        >
          <Trash2 aria-hidden />
        </Button>
      ) : null}
    </div>
  );
}
