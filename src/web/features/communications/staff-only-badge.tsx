import { Lock, Users } from 'lucide-react';
import { Badge } from '../../components/badge';
import { t } from '@web/lib/messages/communications';

/**
 * Marks the agency's internal record of a conversation, which the client's users never see (decision 0028). Only
 * staff ever receive a staff-only record, so only they ever see this.
 */
export function StaffOnlyBadge() {
  return (
    <Badge tone="warning" title={t('communications.badge.staffOnlyTitle')}>
      <Lock aria-hidden className="size-3" />
      {t('communications.badge.staffOnly')}
    </Badge>
  );
}

/** Marks, for staff, a record the client's users read in their portal (decision 0106), so nothing is shared unnoticed. */
export function SharedBadge() {
  return (
    <Badge tone="info" title={t('communications.badge.clientSeesTitle')}>
      <Users aria-hidden className="size-3" />
      {t('communications.badge.clientSees')}
    </Badge>
  );
}
