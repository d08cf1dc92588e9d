import { ROLE_LABELS } from '@shared/roles';
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
      caption="Team members"
      className="min-w-[44rem]"
      wideOnly
      columns={['User', 'Role', 'Status', 'Created', actions && ACTIONS_COLUMN]}
    >
      {users.map((user) => (
        <tr key={user.id} className="border-b border-border last:border-b-0">
          <td className="max-w-80 px-4 py-3">
            <UserIdentity user={user} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{ROLE_LABELS[user.role]}</td>
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
