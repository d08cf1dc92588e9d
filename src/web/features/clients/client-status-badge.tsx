import type { ClientStatus } from '../../../shared/enums';
import { Badge } from '../../components/badge';
import { CLIENT_STATUS_LABELS, CLIENT_STATUS_TONES } from './client-format';

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return <Badge tone={CLIENT_STATUS_TONES[status]}>{CLIENT_STATUS_LABELS[status]}</Badge>;
}
