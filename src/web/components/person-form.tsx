import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { USER_STATUSES, type UserStatus } from '../../shared/enums';
import type { Role } from '../../shared/roles';
import { applyServerErrors } from '../lib/apply-server-errors';
import { PasswordField } from './password-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import * as common from '../lib/messages/common';
import { roleText } from '../lib/role-text';
import { statusText } from '../lib/status-text';
import * as peopleWords from '../lib/messages/people';

/** What the form holds; `clientId` only while a caller's extra Client field is shown. */
export interface PersonValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: Role;
  status: UserStatus;
  invite: boolean;
  clientId?: string;
}

/** On create every field (the password left out for an invitation); on edit only names, and role and status if they may change. */
export type PersonPayload = Partial<Omit<PersonValues, 'password'>> & { password?: string | undefined };

const FIELD_NAMES = ['firstName', 'lastName', 'email', 'password', 'role', 'status', 'clientId'] as const;

export interface PersonFormProps {
  id: string;
  /** Edit this person (e-mail locked, no password); without it the form creates one. */
  person?: { firstName: string; lastName: string; email: string; role: Role; status: UserStatus };
  /** The shared create input (CreateUserInput, CreateClientUserInput): the form validates with the server's schema. */
  createSchema: z.ZodType;
  /** The shared update input: names, role and status. */
  updateSchema: z.ZodObject;
  /** The roles offered, by group; a group's label is shown when there are several. */
  roleGroups: ReadonlyArray<{ label: string; roles: readonly Role[] }>;
  defaultRole: Role;
  /** On edit, whether the role may change: when not, the select is shown disabled, with `roleNote`, and not sent. */
  canChangeRole?: boolean;
  roleNote?: string;
  /** On edit, whether the status may change (nobody deactivates themselves). */
  canChangeStatus?: boolean;
  /** Fields after the others, for the role chosen (Settings' Client select for a client role). */
  extra?: (form: { role: Role; register: UseFormRegister<PersonValues>; errors: FieldErrors<PersonValues> }) => ReactNode;
  onSubmit: (payload: PersonPayload) => Promise<void>;
}

/**
 * The one person form (decision 0035), in Settings > Users and a client's Users tab: First Name, Last Name, Email,
 * then how they sign in (a password now or an invitation e-mail), Role and Status.
 */
export function PersonForm(props: PersonFormProps) {
  const { id, person, roleGroups, canChangeRole = true, canChangeStatus = true, extra, onSubmit } = props;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<PersonValues>({
    // Editing validates only what is sent; the e-mail and password fields are left alone, and disabled fields come
    // through as undefined (the update input is all optional).
    resolver: zodResolver(
      (person
        ? props.updateSchema.extend({ email: z.string().optional(), password: z.string().optional(), invite: z.boolean().optional() })
        : props.createSchema) as z.ZodType<PersonValues, PersonValues>,
    ),
    defaultValues: {
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      email: person?.email ?? '',
      password: '',
      role: person?.role ?? props.defaultRole,
      status: person?.status ?? 'active',
      invite: false,
    },
  });
  const invite = watch('invite');
  const role = watch('role');
  const groups = roleGroups.filter((group) => group.roles.length > 0);

  const submit = handleSubmit(async (values) => {
    const payload: PersonPayload = person
      ? {
          firstName: values.firstName,
          lastName: values.lastName,
          ...(canChangeRole && { role: values.role }),
          ...(canChangeStatus && { status: values.status }),
        }
      : { ...values, password: values.invite ? undefined : values.password };
    try {
      await onSubmit(payload);
    } catch (error) {
      applyServerErrors(error, FIELD_NAMES, setError);
    }
  });

  const roleOptions = (roles: readonly Role[]) =>
    roles.map((r) => (
      <option key={r} value={r}>
        {roleText(r)}
      </option>
    ));

  return (
    <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label={peopleWords.t('people.firstName')} autoFocus error={errors.firstName?.message} {...register('firstName')} />
      <TextField label={peopleWords.t('people.lastName')} error={errors.lastName?.message} {...register('lastName')} />
      <TextField
        label={common.t('common.field.email')}
        type="email"
        autoComplete="off"
        className="sm:col-span-2"
        disabled={Boolean(person)}
        error={errors.email?.message}
        {...register('email')}
      />
      {person ? null : (
        // Two named choices rather than a checkbox: both ways in are visible, and which one is taken (decision 0035).
        <fieldset className="space-y-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">{peopleWords.t('people.signIn')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-access`} checked={!invite} onChange={() => setValue('invite', false)} />
            {peopleWords.t('people.setPassword')}
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-access`}
              className="mt-0.5"
              checked={invite}
              // A password typed before would be refused with an invitation, under a field no longer shown.
              onChange={() => {
                setValue('invite', true);
                setValue('password', '');
              }}
            />
            <span>
              {peopleWords.t('people.sendInvitation')}
              <span className="block text-muted-foreground">{peopleWords.t('people.invitationHint')}</span>
            </span>
          </label>
        </fieldset>
      )}
      {!person && !invite ? (
        <PasswordField
          label={peopleWords.t('people.password')}
          autoComplete="new-password"
          className="sm:col-span-2"
          error={errors.password?.message}
          {...register('password')}
        />
      ) : null}
      <div className="space-y-1">
        <SelectField label={peopleWords.t('people.role')} disabled={!canChangeRole} error={errors.role?.message} {...register('role')}>
          {groups.length === 1
            ? roleOptions(groups[0]!.roles)
            : groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {roleOptions(group.roles)}
                </optgroup>
              ))}
        </SelectField>
        {person && !canChangeRole && props.roleNote ? <p className="text-xs text-muted-foreground">{props.roleNote}</p> : null}
      </div>
      {!person && invite ? (
        <p className="self-end text-sm text-muted-foreground">{peopleWords.t('people.pendingUntilPassword')}</p>
      ) : (
        <SelectField
          label={common.t('common.filter.status')}
          disabled={!canChangeStatus}
          error={errors.status?.message}
          {...register('status')}
        >
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusText('user', status)}
            </option>
          ))}
        </SelectField>
      )}
      {extra?.({ role, register, errors })}
    </form>
  );
}
