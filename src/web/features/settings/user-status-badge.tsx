import type { UserDto } from '../../../shared/schemas/users';
import { Badge } from '../../components/badge';
import { USER_STATUS_LABELS, USER_STATUS_TONES } from '../../components/user-status';

export function UserStatusBadge({ user }: { user: UserDto }) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge tone={USER_STATUS_TONES[user.status]}>{USER_STATUS_LABELS[user.status]}</Badge>
      {user.invitationPending && user.status === 'pending' ? <span className="text-xs text-muted-foreground">Invitation sent</span> : null}
    </span>
  );
}
