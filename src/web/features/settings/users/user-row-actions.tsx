import { Pencil, Trash2, Wallet } from 'lucide-react';
import { isClientRole } from '@shared/roles';
import type { UserDto } from '@shared/schemas/users';
import { Button } from '../../../components/button';
import { userName } from './user-format';
import { t } from '@web/lib/messages/settings';

/** What the signed-in user may do to each row; the server checks the same rules. */
export interface UserRowActionHandlers {
  canEdit: (user: UserDto) => boolean;
  canDelete: (user: UserDto) => boolean;
  onEdit: (user: UserDto) => void;
  onDelete: (user: UserDto) => void;
  /** Admins: a staff member's cost rate and capacity (decision 0048). */
  onRates?: (user: UserDto) => void;
}

export function UserRowActions({ user, actions }: { user: UserDto; actions: UserRowActionHandlers }) {
  const name = userName(user);
  return (
    <div className="flex justify-end gap-1">
      {actions.onRates && !isClientRole(user.role) ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('settings.users.ratesOf', { name })}
          title={t('settings.users.rates')}
          onClick={() => actions.onRates!(user)}
        >
          <Wallet aria-hidden className="size-4" />
        </Button>
      ) : null}
      {actions.canEdit(user) ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('settings.users.editNamed', { name })}
          title={t('settings.users.edit')}
          onClick={() => actions.onEdit(user)}
        >
          <Pencil aria-hidden className="size-4" />
        </Button>
      ) : null}
      {actions.canDelete(user) ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('settings.users.deleteNamed', { name })}
          title={t('settings.users.delete')}
          className="text-danger"
          onClick={() => actions.onDelete(user)}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}
