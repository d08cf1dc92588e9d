import type { TaskStatus } from '../../../shared/enums';
import { Badge } from '../../components/badge';
import { WithOverdueBadge } from '../../components/overdue-badge';
import { humanize, TASK_STATUS_TONES } from './task-format';

/** The task's working status, with the red 'Overdue' marker beside it when past due and not completed. */
export function TaskStatusBadge({ task }: { task: { status: TaskStatus; isOverdue: boolean } }) {
  return (
    <WithOverdueBadge overdue={task.isOverdue}>
      <Badge tone={TASK_STATUS_TONES[task.status]}>{humanize(task.status)}</Badge>
    </WithOverdueBadge>
  );
}
