import { Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import type { ClientUser } from '@shared/schemas/clients';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { SkeletonRows } from '../../components/skeleton-rows';
import { errorMessage } from '../../lib/api';
import { useResendInvitation } from './api/client-user-mutations';
import { useClientUsers } from './api/get-client-users';
import { ClientUserFormDialog } from './client-user-form-dialog';
import { ClientUsersTable } from './client-users-table';
import { DeleteClientUserDialog } from './delete-client-user-dialog';
import { RecordTabSection } from '../../components/record-tab-section';
import { t } from '@web/lib/messages/clients';

/** Associated Users: the client's own portal accounts (shown to those who may manage them). */
export function ClientUsersTab({ client }: { client: { id: string; name: string } }) {
  const users = useClientUsers(client.id);
  const resend = useResendInvitation(client.id);
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<ClientUser | null>(null);
  const [deleting, setDeleting] = useState<ClientUser | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const resendTo = async (user: ClientUser) => {
    try {
      await resend.mutateAsync(user.id);
      toast.success(t('clients.invitationSent'), { description: t('clients.users.resentDescription', { email: user.email }) });
    } catch (error) {
      toast.error(t('clients.users.resendFailed'), { description: errorMessage(error) });
    }
  };

  let body;
  if (users.data === undefined && users.isError) {
    body = <QueryErrorState title={t('clients.users.loadFailed')} query={users} />;
  } else if (users.data === undefined) {
    body = <SkeletonRows label={t('clients.users.loading')} className="space-y-3 p-4" rowClassName="h-10 w-full" />;
  } else if (users.data.length === 0) {
    body = (
      <EmptyState
        icon={UserRound}
        title={t('clients.users.emptyTitle')}
        description={t('clients.users.emptyDescription', { client: client.name })}
      />
    );
  } else {
    body = (
      <ClientUsersTable
        users={users.data}
        onEdit={setEditing}
        onDelete={(user) => {
          setDeleting(user);
          setDeleteOpen(true);
        }}
        onResend={(user) => void resendTo(user)}
        resendingId={resend.isPending ? (resend.variables ?? null) : null}
      />
    );
  }

  return (
    <RecordTabSection
      title={t('clients.users.title')}
      action={
        <Button onClick={() => setCreateOpen(true)}>
          <Plus aria-hidden />
          {t('clients.users.add')}
        </Button>
      }
    >
      <Card className="overflow-hidden">{body}</Card>

      <ClientUserFormDialog clientId={client.id} open={createOpen} onOpenChange={setCreateOpen} />
      <ClientUserFormDialog
        clientId={client.id}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        user={editing}
      />
      <DeleteClientUserDialog clientId={client.id} user={deleting} open={deleteOpen} onOpenChange={setDeleteOpen} />
    </RecordTabSection>
  );
}
