import type { CommunicationType } from '@shared/enums';
import { Badge } from '../../components/badge';
import { TYPE_LABELS, TYPE_TONES } from './communication-format';

export function CommunicationTypeBadge({ type }: { type: CommunicationType }) {
  return <Badge tone={TYPE_TONES[type]}>{TYPE_LABELS[type]}</Badge>;
}
