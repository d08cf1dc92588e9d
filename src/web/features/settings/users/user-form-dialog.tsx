import { assignableRoles, sameRoleKind } from '@shared/policies/users';
import { isClientRole } from '@shared/roles';
import { CreateUserInput, ROLE_GROUPS, UpdateUserInput, type UserDto } from '@shared/schemas/users';
import { PersonFormDialog } from '../../../components/person-form-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { useCreateUser, useUpdateUser } from '../api/users';
import { UserClientField } from './user-client-field';

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
      addDescription="Give a team member or a client contact their own account."
      busy={create.isPending || update.isPending}
      create={(payload) => create.mutateAsync(payload as CreateUserInput)}
      update={(payload) => update.mutateAsync({ id: user!.id, input: payload as UpdateUserInput })}
      person={user ?? undefined}
      createSchema={CreateUserInput}
      updateSchema={UpdateUserInput}
      roleGroups={ROLE_GROUPS.map((group) => ({ label: group.label, roles: group.roles.filter((r) => roles.includes(r)) }))}
      defaultRole="developer"
      canChangeRole={!user || user.can.changeRole}
      roleNote="You cannot change this role: managers never change roles, nobody changes their own, and only a Super Admin gives or takes a role at or above their own."
      canChangeStatus={!user || user.can.changeStatus}
      extra={({ role, register, errors }) => (
        <>
          {!user && isClientRole(role) ? <UserClientField register={register} error={errors.clientId} /> : null}
          {user?.clientName ? <p className="text-sm text-muted-foreground sm:col-span-2">Client: {user.clientName}</p> : null}
        </>
      )}
    />
  );
}
