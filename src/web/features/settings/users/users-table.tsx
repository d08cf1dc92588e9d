import { t } from '@web/lib/messages/settings';
import { roleLabel } from '../role-labels';
import type { UserDto } from '@shared/schemas/users';
import { UserIdentity } from './user-identity';
import { UserRowActions, type UserRowActionHandlers } from './user-row-actions';
import { UserStatusBadge } from './user-status-badge';
import { formatDate } from '../../../lib/format';
import { ACTIONS_COLUMN, DataTable } from '../../../components/data-table';

/** User, Role, Status, Created, Actions (docs/product.md, Screens and access), from md up; phones get UsersCardList. */
export function UsersTable({ users, actions }: { users: readonly UserDto[]; actions: UserRowActionHandlers | undefined }) {
  return (
    <DataTable
      caption={t('settings.users.tableCaption')}
      className="min-w-[44rem]"
      wideOnly
      columns={[
        t('settings.users.colUser'),
        t('settings.users.role'),
        t('settings.users.status'),
        t('settings.users.colCreated'),
        actions && ACTIONS_COLUMN,
      ]}
    >
      {users.map((user) => (
        <tr key={user.id} className="border-b border-border last:border-b-0">
          <td className="max-w-80 px-4 py-3">
            <UserIdentity user={user} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{roleLabel(user.role)}</td>
          <td className="px-4 py-3">
            <UserStatusBadge user={user} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </td>
          {actions ? (
            <td className="px-4 py-2">
              <UserRowActions user={user} actions={actions} />
            </td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}
