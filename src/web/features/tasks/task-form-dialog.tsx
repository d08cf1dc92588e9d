import type { TaskDetail, TaskListItem } from '@shared/schemas/tasks';
import { TaskFormDialogBody } from './task-form-dialog-body';

export interface TaskFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task to edit; without one the dialog creates a task. */
  task?: TaskListItem | null;
  /** Defaults to 'Create New Task' / 'Edit Task'. */
  title?: string;
  /** Client and project fixed by where the dialog was opened (a project's tasks tab). */
  fixedClient?: { id: string; name: string };
  fixedProject?: { id: string; name: string };
  onSaved?: (task: TaskDetail) => void;
}

/**
 * Create or edit a task. The form mounts each time the dialog opens, so it always starts from the task (or the
 * defaults) and never from what a cancelled edit left behind.
 */
export function TaskFormDialog(props: TaskFormDialogProps) {
  if (!props.open) return null;
  return <TaskFormDialogBody {...props} />;
}
