import { t } from '@web/lib/messages/settings';
import { roleLabel } from '../role-labels';
import type { UserDto } from '@shared/schemas/users';
import { UserIdentity } from './user-identity';
import { UserRowActions, type UserRowActionHandlers } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';
import { PhoneCardList } from '../../../components/phone-card-list';
import { formatDate } from '../../../lib/format';

/** The team members as cards on phones, where five columns do not fit. */
export function UsersCardList({ users, actions }: { users: readonly UserDto[]; actions: UserRowActionHandlers | undefined }) {
  return (
    <PhoneCardList label={t('settings.users.tableCaption')} items={users} itemClassName="space-y-3 p-4">
      {(user) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <UserIdentity user={user} />
            <UserStatusBadge user={user} />
          </div>
          <div className="flex items-center justify-between gap-3 text-sm">
            <span>
              {roleLabel(user.role)}
              <span className="text-muted-foreground">
                {' '}
                <time dateTime={user.createdAt}>{t('settings.users.createdOn', { date: formatDate(user.createdAt) })}</time>
              </span>
            </span>
            {actions ? <UserRowActions user={user} actions={actions} /> : null}
          </div>
        </>
      )}
    </PhoneCardList>
  );
}
