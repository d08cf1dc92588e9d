import type { TaskStatus } from '@shared/enums';
import { WithOverdueBadge } from '../../components/overdue-badge';
import { StatusBadge } from '../../components/status-badge';

/** The task's working status, with the red 'Overdue' marker beside it when past due and not completed. */
export function TaskStatusBadge({ task }: { task: { status: TaskStatus; isOverdue: boolean } }) {
  return (
    <WithOverdueBadge overdue={task.isOverdue}>
      <StatusBadge kind="task" status={task.status} />
    </WithOverdueBadge>
  );
}
