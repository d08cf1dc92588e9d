import type { UserDto } from '../../../shared/schemas/users';
import { userName } from './user-format';

function initialsOf(user: UserDto): string {
  return `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();
}

/** Picture or initials (decorative: the name is beside it), then the name and e-mail, and a client user's company. */
export function UserIdentity({ user }: { user: UserDto }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt="" aria-hidden className="size-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground">
          {initialsOf(user)}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-medium text-foreground">{userName(user)}</p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        {user.clientName ? <p className="truncate text-xs text-muted-foreground">{user.clientName}</p> : null}
      </div>
    </div>
  );
}
