import { Mail, Pencil, Trash2 } from 'lucide-react';
import type { ClientUser } from '@shared/schemas/clients';
import { CLIENT_USER_ROLE_LABELS } from '@shared/schemas/clients';
import { Button } from '../../components/button';
import { StatusBadge } from '../../components/status-badge';
import { formatDate, formatDateTime } from '../../lib/format';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';

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
      caption="Associated users"
      className="min-w-[48rem]"
      columns={['User', 'Role', 'Status', 'Last Login', 'Created', ACTIONS_COLUMN]}
    >
      {users.map((user) => {
        const name = `${user.firstName} ${user.lastName}`;
        return (
          <tr key={user.id} className="border-b border-border last:border-b-0">
            <td className="max-w-72 px-4 py-3">
              <p className="truncate font-medium">{name}</p>
              <p className="truncate text-muted-foreground">{user.email}</p>
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{CLIENT_USER_ROLE_LABELS[user.role]}</td>
            <td className="px-4 py-3">
              <StatusBadge kind="user" status={user.status} />
              {user.invitationPending ? <p className="mt-1 text-xs text-muted-foreground">Invitation sent</p> : null}
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
              {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never logged in'}
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{formatDate(user.createdAt)}</td>
            <td className="px-4 py-2">
              <div className="flex justify-end gap-1">
                {user.invitationPending ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Resend invitation to ${name}`}
                    title="Resend invitation"
                    disabled={resendingId === user.id}
                    onClick={() => onResend(user)}
                  >
                    <Mail aria-hidden className="size-4" />
                  </Button>
                ) : null}
                <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={() => onEdit(user)}>
                  <Pencil aria-hidden className="size-4" />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} className="text-danger" onClick={() => onDelete(user)}>
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
