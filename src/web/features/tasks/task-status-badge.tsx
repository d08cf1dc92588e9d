import type { TaskStatus } from '../../../shared/enums';
import { Badge } from '../../components/badge';
import { humanize, TASK_STATUS_TONES } from './task-format';

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <Badge tone={TASK_STATUS_TONES[status]}>{humanize(status)}</Badge>;
}
