import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { USER_STATUSES } from '../../../shared/enums';
import { CLIENT_ROLES } from '../../../shared/roles';
import { CLIENT_USER_ROLE_LABELS, CreateClientUserInput, type ClientUser, UpdateClientUserInput } from '../../../shared/schemas/clients';
import { PasswordField } from '../../components/password-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { USER_STATUS_LABELS } from './client-user-format';

const EditClientUserForm = UpdateClientUserInput.required().extend({
  email: z.string(),
  password: z.string().optional(),
  invite: z.boolean(),
});

const FIELD_NAMES = ['firstName', 'lastName', 'email', 'password', 'role', 'status'] as const;

export type ClientUserPayload = ReturnType<typeof CreateClientUserInput.parse> | ReturnType<typeof UpdateClientUserInput.parse>;

interface ClientUserFormProps {
  id: string;
  /** Edit this user (e-mail locked, no password); without it the form creates one. */
  user?: ClientUser;
  onSubmit: (payload: ClientUserPayload) => Promise<void>;
}

/**
 * First Name, Last Name, Email, then either a password now or an invitation e-mail, Role and Status. On edit only the
 * names, role and status are sent (the shared UpdateClientUserInput refuses anything else).
 */
export function ClientUserForm({ id, user, onSubmit }: ClientUserFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm({
    // Editing validates only what is sent (names, role, status); the e-mail and password fields are left alone.
    resolver: zodResolver((user ? EditClientUserForm : CreateClientUserInput) as typeof CreateClientUserInput),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      password: '',
      role: user?.role ?? 'client_additional',
      status: user?.status ?? 'active',
      invite: false,
    },
  });
  const invite = watch('invite');

  const submit = handleSubmit(async (values) => {
    const payload = user
      ? { firstName: values.firstName, lastName: values.lastName, role: values.role, status: values.status }
      : { ...values, password: values.invite ? undefined : values.password };
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
        <fieldset className="space-y-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">Sign-in</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-access`} checked={!invite} onChange={() => setValue('invite', false)} />
            Set a password now
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-access`} checked={invite} onChange={() => setValue('invite', true)} />
            Send an invitation e-mail (they choose their own password)
          </label>
        </fieldset>
      )}
      {!user && !invite ? (
        <PasswordField
          label="Password"
          autoComplete="new-password"
          className="sm:col-span-2"
          error={errors.password?.message}
          {...register('password')}
        />
      ) : null}
      <SelectField label="Role" error={errors.role?.message} {...register('role')}>
        {CLIENT_ROLES.map((role) => (
          <option key={role} value={role}>
            {CLIENT_USER_ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      {!user && invite ? (
        <p className="self-end text-sm text-muted-foreground">The user stays Pending until they set their password.</p>
      ) : (
        <SelectField label="Status" error={errors.status?.message} {...register('status')}>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {USER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      )}
    </form>
  );
}
