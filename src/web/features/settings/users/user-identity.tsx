import { Avatar } from '../../../components/avatar';
import type { UserDto } from '@shared/schemas/users';
import { userName } from './user-format';

/** Picture or initials (decorative: the name is beside it), then the name and e-mail, and a client user's company. */
export function UserIdentity({ user }: { user: UserDto }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={user.avatarUrl} firstName={user.firstName} lastName={user.lastName} fallback={user.email} size="md" />
      <div className="min-w-0">
        <p className="truncate font-medium text-foreground">{userName(user)}</p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        {user.clientName ? <p className="truncate text-xs text-muted-foreground">{user.clientName}</p> : null}
      </div>
    </div>
  );
}
