import type { UserDto } from '@shared/schemas/users';
import { StatusBadge } from '../../../components/status-badge';

export function UserStatusBadge({ user }: { user: UserDto }) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <StatusBadge kind="user" status={user.status} />
      {user.invitationPending && user.status === 'pending' ? <span className="text-xs text-muted-foreground">Invitation sent</span> : null}
    </span>
  );
}
