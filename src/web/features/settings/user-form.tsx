import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { USER_STATUSES } from '../../../shared/enums';
import { isClientRole, ROLE_LABELS, type Role } from '../../../shared/roles';
import { sameRoleKind } from '../../../shared/policies/users';
import { CreateUserInput, ROLE_GROUPS, UpdateUserInput, type UserDto } from '../../../shared/schemas/users';
import { PasswordField } from '../../components/password-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { useClientChoices } from './api/users';
import { USER_STATUS_LABELS } from './user-format';

// Disabled fields (e-mail; role or status when they may not change) may come through as undefined: all optional here.
const EditUserForm = UpdateUserInput.extend({
  email: z.string().optional(),
  password: z.string().optional(),
  invite: z.boolean().optional(),
  clientId: z.string().nullish(),
});

const FIELD_NAMES = ['firstName', 'lastName', 'email', 'password', 'role', 'status', 'clientId'] as const;

export type UserPayload = z.output<typeof CreateUserInput> | z.output<typeof UpdateUserInput>;

export interface UserFormProps {
  id: string;
  /** Edit this user (e-mail locked, no password); without it the form creates one. */
  user?: UserDto;
  /** The roles the signed-in user may give: on create the shared policy's, on edit the row's own choices. */
  roles: readonly Role[];
  /** The row's `can.changeRole` (false for a manager, on one's own account, on a role at or above one's own): the
   *  role select is shown but disabled, and not sent. */
  canChangeRole: boolean;
  /** The row's `can.changeStatus` (false on one's own account: nobody deactivates themselves). */
  canChangeStatus: boolean;
  onSubmit: (payload: UserPayload) => Promise<void>;
}

/**
 * First Name, Last Name, Email, Password (or an invitation e-mail instead), Role, the Client for a client role, and
 * Status. On edit only names, role and status are sent (the shared UpdateUserInput refuses anything else).
 */
export function UserForm({ id, user, roles, canChangeRole, canChangeStatus, onSubmit }: UserFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    // Editing validates only what is sent; e-mail, password and client are left alone.
    resolver: zodResolver((user ? EditUserForm : CreateUserInput) as typeof CreateUserInput),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      password: '',
      role: user?.role ?? 'developer',
      status: user?.status ?? 'active',
      invite: false,
      clientId: user?.clientId ?? '',
    },
  });
  const invite = watch('invite');
  const role = watch('role');
  const clientRole = isClientRole(role);
  const clients = useClientChoices(!user && clientRole);
  // On edit a role keeps its kind (staff or client); the current role is always offered, allowed or not.
  const offered = (user ? roles.filter((r) => sameRoleKind(r, user.role)) : roles).concat(user && !roles.includes(user.role) ? [user.role] : []);

  const submit = handleSubmit(async (values) => {
    const payload: UserPayload = user
      ? { firstName: values.firstName, lastName: values.lastName, ...(canChangeRole && { role: values.role }), ...(canChangeStatus && { status: values.status }) }
      : { ...values, password: values.invite ? undefined : values.password, clientId: clientRole ? values.clientId : null };
    try {
      await onSubmit(payload);
    } catch (error) {
      applyServerErrors(error, FIELD_NAMES, setError);
    }
  });

  return (
    <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="First Name" autoFocus error={errors.firstName?.message} {...register('firstName')} />
      <TextField label="Last Name" error={errors.lastName?.message} {...register('lastName')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        className="sm:col-span-2"
        disabled={Boolean(user)}
        error={errors.email?.message}
        {...register('email')}
      />
      {user ? null : (
        <>
          {invite ? null : (
            <PasswordField
              label="Password"
              autoComplete="new-password"
              className="sm:col-span-2"
              error={errors.password?.message}
              {...register('password')}
            />
          )}
          <label className="flex items-start gap-2 text-sm sm:col-span-2">
            <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...register('invite')} />
            <span>
              Send an invitation e-mail instead
              <span className="block text-muted-foreground">They choose their own password through a link that works once; they stay Pending until then.</span>
            </span>
          </label>
        </>
      )}
      <div className="space-y-1">
        <SelectField label="Role" disabled={!canChangeRole} error={errors.role?.message} {...register('role')}>
          {ROLE_GROUPS.map((group) => {
            const options = group.roles.filter((r) => offered.includes(r));
            return options.length === 0 ? null : (
              <optgroup key={group.label} label={group.label}>
                {options.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </SelectField>
        {user && !canChangeRole ? <p className="text-xs text-muted-foreground">You cannot change this role: managers never change roles, nobody changes their own, and only a Super Admin gives or takes a role at or above their own.</p> : null}
      </div>
      {!user && invite ? (
        <p className="self-end text-sm text-muted-foreground">Status: Pending until the password is set.</p>
      ) : (
        <SelectField label="Status" disabled={!canChangeStatus} error={errors.status?.message} {...register('status')}>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {USER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      )}
      {!user && clientRole ? (
        <SelectField label="Client" className="sm:col-span-2" error={errors.clientId?.message} {...register('clientId')}>
          <option value="">{clients.isPending ? 'Loading clients...' : 'Select a client'}</option>
          {(clients.data ?? []).map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {user?.clientName ? <p className="text-sm text-muted-foreground sm:col-span-2">Client: {user.clientName}</p> : null}
    </form>
  );
}
