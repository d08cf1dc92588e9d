import type { LeadStatus } from '../../../shared/enums';
import { Badge, type BadgeTone } from '../../components/badge';
import { LEAD_STATUS_LABELS } from './lead-format';

export const LEAD_STATUS_TONES: Record<LeadStatus, BadgeTone> = {
  new: 'info',
  contacted: 'warning',
  qualified: 'success',
  disqualified: 'neutral',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge tone={LEAD_STATUS_TONES[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}
