import type { ProjectStatus } from '../../../shared/enums';
import { Badge } from '../../components/badge';
import { PROJECT_STATUS_LABELS, PROJECT_STATUS_TONES } from './project-format';

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge tone={PROJECT_STATUS_TONES[status]}>{PROJECT_STATUS_LABELS[status]}</Badge>;
}
