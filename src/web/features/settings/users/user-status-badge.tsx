import type { UserDto } from '@shared/schemas/users';
import { StatusBadge } from '../../../components/status-badge';

import { t } from '@web/lib/messages/settings';

export function UserStatusBadge({ user }: { user: UserDto }) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <StatusBadge kind="user" status={user.status} />
      {user.invitationPending && user.status === 'pending' ? (
        <span className="text-xs text-muted-foreground">{t('settings.users.invitationSent')}</span>
      ) : null}
    </span>
  );
}
