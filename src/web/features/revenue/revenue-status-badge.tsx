import { REVENUE_STATUS_LABELS, type RevenueStatus } from '../../../shared/schemas/revenue';
import { Badge } from '../../components/badge';
import { REVENUE_STATUS_TONES } from './revenue-format';

export function RevenueStatusBadge({ status }: { status: RevenueStatus }) {
  return <Badge tone={REVENUE_STATUS_TONES[status]}>{REVENUE_STATUS_LABELS[status]}</Badge>;
}
