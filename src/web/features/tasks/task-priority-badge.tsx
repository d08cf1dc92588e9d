import type { Priority } from '../../../shared/enums';
import { Badge } from '../../components/badge';
import { humanize, PRIORITY_TONES } from './task-format';

export function TaskPriorityBadge({ priority }: { priority: Priority }) {
  return <Badge tone={PRIORITY_TONES[priority]}>{humanize(priority)}</Badge>;
}
