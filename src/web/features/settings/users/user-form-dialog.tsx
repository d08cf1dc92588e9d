import { assignableRoles, sameRoleKind } from '@shared/policies/users';
import { isClientRole } from '@shared/roles';
import { CreateUserInput, ROLE_GROUPS, UpdateUserInput, type UserDto } from '@shared/schemas/users';
import { PersonFormDialog } from '../../../components/person-form-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { useCreateUser, useUpdateUser } from '../api/users';
import { UserClientField } from './user-client-field';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/settings';

/** ROLE_GROUPS' English labels, in the reader's language. */
const ROLE_GROUP_KEYS: Record<string, Parameters<typeof t>[0]> = {
  'Development Team': msg('settings.users.staff'),
  'Client Team': msg('settings.users.clientTeam'),
};

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this user; without it the dialog creates one. */
  user?: UserDto | null;
}

/**
 * Settings > Users' Add User / Edit User: the one person form (decision 0035) with every role the signed-in user may
 * give, grouped, and the Client of a new client user.
 */
export function UserFormDialog({ open, onOpenChange, user }: UserFormDialogProps) {
  const { me } = useCurrentUser();
  const create = useCreateUser();
  const update = useUpdateUser();
  // On create the shared policy's roles; on edit the row's own choices, of the same kind (staff or client), and the
  // current role always, allowed or not.
  const roles = user
    ? user.roleChoices.filter((r) => sameRoleKind(r, user.role)).concat(user.roleChoices.includes(user.role) ? [] : [user.role])
    : assignableRoles(me?.user.role);

  return (
    <PersonFormDialog
      open={open}
      onOpenChange={onOpenChange}
      addDescription={t('settings.users.addDescription')}
      busy={create.isPending || update.isPending}
      create={(payload) => create.mutateAsync(payload as CreateUserInput)}
      update={(payload) => update.mutateAsync({ id: user!.id, input: payload as UpdateUserInput })}
      person={user ?? undefined}
      createSchema={CreateUserInput}
      updateSchema={UpdateUserInput}
      roleGroups={ROLE_GROUPS.map((group) => ({
        label: ROLE_GROUP_KEYS[group.label] ? t(ROLE_GROUP_KEYS[group.label]!) : group.label,
        roles: group.roles.filter((r) => roles.includes(r)),
      }))}
      defaultRole="developer"
      canChangeRole={!user || user.can.changeRole}
      roleNote={t('settings.users.roleNote')}
      canChangeStatus={!user || user.can.changeStatus}
      extra={({ role, register, errors }) => (
        <>
          {!user && isClientRole(role) ? <UserClientField register={register} error={errors.clientId} /> : null}
          {user?.clientName ? (
            <p className="text-sm text-muted-foreground sm:col-span-2">{t('settings.users.clientOf', { name: user.clientName })}</p>
          ) : null}
        </>
      )}
    />
  );
}
