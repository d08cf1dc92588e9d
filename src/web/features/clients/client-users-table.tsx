import { Mail, Pencil, Trash2 } from 'lucide-react';
import type { ClientUser } from '@shared/schemas/clients';
import { Button } from '../../components/button';
import { StatusBadge } from '../../components/status-badge';
import { formatDate, formatDateTime } from '../../lib/format';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';
import { t } from '@web/lib/messages/clients';
import { clientRoleLabel } from './client-role-label';

interface ClientUsersTableProps {
  users: readonly ClientUser[];
  onEdit: (user: ClientUser) => void;
  onDelete: (user: ClientUser) => void;
  onResend: (user: ClientUser) => void;
  resendingId: string | null;
}

export function ClientUsersTable({ users, onEdit, onDelete, onResend, resendingId }: ClientUsersTableProps) {
  return (
    <DataTable
      caption={t('clients.users.caption')}
      className="min-w-[48rem]"
      columns={[
        t('clients.users.user'),
        t('clients.users.role'),
        t('clients.field.status'),
        t('clients.users.lastLogin'),
        t('clients.users.created'),
        ACTIONS_COLUMN,
      ]}
    >
      {users.map((user) => {
        const name = `${user.firstName} ${user.lastName}`;
        return (
          <tr key={user.id} className="border-b border-border last:border-b-0">
            <td className="max-w-72 px-4 py-3">
              <p className="truncate font-medium">{name}</p>
              <p className="truncate text-muted-foreground">{user.email}</p>
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{clientRoleLabel(user.role)}</td>
            <td className="px-4 py-3">
              <StatusBadge kind="user" status={user.status} />
              {user.invitationPending ? <p className="mt-1 text-xs text-muted-foreground">{t('clients.invitationSent')}</p> : null}
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
              {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('clients.users.neverLoggedIn')}
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{formatDate(user.createdAt)}</td>
            <td className="px-4 py-2">
              <div className="flex justify-end gap-1">
                {user.invitationPending ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('clients.colleagues.resendTo', { name })}
                    title={t('clients.colleagues.resend')}
                    disabled={resendingId === user.id}
                    onClick={() => onResend(user)}
                  >
                    <Mail aria-hidden className="size-4" />
                  </Button>
                ) : null}
                <Button variant="ghost" size="icon" aria-label={t('clients.row.edit', { name })} onClick={() => onEdit(user)}>
                  <Pencil aria-hidden className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('clients.row.delete', { name })}
                  className="text-danger"
                  onClick={() => onDelete(user)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
