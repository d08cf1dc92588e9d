import { CLIENT_ROLES } from '@shared/roles';
import { CreateClientUserInput, UpdateClientUserInput, type ClientUser } from '@shared/schemas/clients';
import { PersonFormDialog } from '../../components/person-form-dialog';
import { useCreateClientUser, useUpdateClientUser } from './api/client-user-mutations';
import { t } from '@web/lib/messages/clients';

interface ClientUserFormDialogProps {
  clientId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this user; without it the dialog creates one. */
  user?: ClientUser | null;
}

/** Add User / Edit User of the Associated Users tab: the one person form (decision 0035) with the two client roles. */
export function ClientUserFormDialog({ clientId, open, onOpenChange, user }: ClientUserFormDialogProps) {
  const create = useCreateClientUser(clientId);
  const update = useUpdateClientUser(clientId);
  return (
    <PersonFormDialog
      open={open}
      onOpenChange={onOpenChange}
      addDescription={t('clients.users.addDescription')}
      busy={create.isPending || update.isPending}
      create={(payload) => create.mutateAsync(payload as CreateClientUserInput)}
      update={(payload) => update.mutateAsync({ userId: user!.id, input: payload as UpdateClientUserInput })}
      person={user ?? undefined}
      createSchema={CreateClientUserInput}
      updateSchema={UpdateClientUserInput}
      roleGroups={[{ label: t('clients.users.clientTeam'), roles: CLIENT_ROLES }]}
      defaultRole="client_additional"
    />
  );
}
