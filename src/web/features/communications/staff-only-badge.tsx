import { Lock } from 'lucide-react';
import { Badge } from '../../components/badge';

/**
 * Marks the agency's internal record of a conversation, which the client's users never see (decision 0028). Only
 * staff ever receive a staff-only record, so only they ever see this.
 */
export function StaffOnlyBadge() {
  return (
    <Badge tone="warning" title="Not shown to the client's users">
      <Lock aria-hidden className="size-3" />
      Staff only
    </Badge>
  );
}
