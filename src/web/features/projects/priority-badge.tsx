import type { Priority } from '../../../shared/enums';
import { Badge } from '../../components/badge';
import { PRIORITY_LABELS, PRIORITY_TONES } from './project-format';

export function PriorityBadge({ priority }: { priority: Priority }) {
  return <Badge tone={PRIORITY_TONES[priority]}>{PRIORITY_LABELS[priority]}</Badge>;
}
