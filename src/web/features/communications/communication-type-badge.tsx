import type { CommunicationType } from '@shared/enums';
import { Badge } from '../../components/badge';
import { typeLabel, TYPE_TONES } from './communication-format';

export function CommunicationTypeBadge({ type }: { type: CommunicationType }) {
  return <Badge tone={TYPE_TONES[type]}>{typeLabel(type)}</Badge>;
}
