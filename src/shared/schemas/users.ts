/**
 * Settings > Users: the list query and the create / update inputs (shared by the forms and the server). Who may give
 * which role is the shared policy in ../policies/users.ts.
 */
import { z } from 'zod';
import { USER_STATUSES } from '../enums';
import type { UserCan } from '../policies/users';
import { CLIENT_ROLES, isClientRole, ROLES, STAFF_ROLES } from '../roles';
import { requiredEmail } from './clients';
import { singleLine, type FieldLabel } from './fields';
import { ListQuery, UUID_PATTERN } from './list';
import { pageOf } from './refs';

/** The segmented switch: All Users, Development Team, Client Users. */
export const USER_GROUPS = ['all', 'staff', 'client'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

export const UserListQuery = ListQuery.extend({
  group: z.enum(USER_GROUPS, { error: 'validation.users.chooseAllStaffClient' }).default('all'),
  role: z.enum(ROLES, { error: 'validation.users.unknownRole' }).optional(),
  status: z.enum(USER_STATUSES, { error: 'validation.common.unknownStatus' }).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

const personName = (label: FieldLabel) => singleLine(label, 100);
const roleField = z.enum(ROLES, { error: 'validation.users.unknownRole' });
const statusField = z.enum(USER_STATUSES, { error: 'validation.common.unknownStatus' });

/**
 * Either a password now or an invitation e-mail (`invite: true`) with a single-use link to choose one; an invited
 * user is 'pending' until they set it. Client roles need the client company; staff roles must not have one.
 */
export const CreateUserInput = z
  .strictObject({
    firstName: personName('validation.label.firstName'),
    lastName: personName('validation.label.lastName'),
    email: requiredEmail,
    role: roleField.default('developer'),
    status: statusField.default('active'),
    invite: z.boolean({ error: 'validation.common.inviteTrueFalse' }).default(false),
    password: z.string().max(256, 'validation.common.passwordMost256Characters').optional(),
    clientId: z
      .union([z.literal(''), z.string().regex(UUID_PATTERN, 'validation.common.chooseClient')], { error: 'validation.common.chooseClient' })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  // `when` runs the check even if another field failed, so an empty form names every missing field at once; the value
  // may then be the raw input, hence the defensive reads.
  .superRefine(
    (value, ctx) => {
      const v = (value ?? {}) as { invite?: unknown; password?: unknown; role?: unknown; clientId?: unknown };
      const password = typeof v.password === 'string' ? v.password : '';
      if (v.invite === true) {
        if (password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.common.leavePasswordEmptyWhen' });
      } else if (!password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.common.passwordRequired' });
      else if (password.length < 8)
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.common.passwordLeast8Characters' });

      const role = v.role === undefined ? 'developer' : v.role;
      const hasClient = typeof v.clientId === 'string' && v.clientId !== '';
      if (isClientRole(role) && !hasClient)
        ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'validation.users.chooseClientUserBelongs' });
      if (!isClientRole(role) && hasClient)
        ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'validation.users.onlyClientUsersBelong' });
    },
    { when: () => true },
  );
export type CreateUserInput = z.input<typeof CreateUserInput>;
export type CreateUserValues = z.output<typeof CreateUserInput>;

/** The e-mail is never editable: only names, role and status (what is not sent stays as it is). */
export const UpdateUserInput = z
  .strictObject({
    firstName: personName('validation.label.firstName'),
    lastName: personName('validation.label.lastName'),
    role: roleField,
    status: statusField,
  })
  .partial();
export type UpdateUserInput = z.input<typeof UpdateUserInput>;
export type UpdateUserValues = z.output<typeof UpdateUserInput>;

export const ROLE_GROUPS = [
  { label: 'Development Team', roles: STAFF_ROLES },
  { label: 'Client Team', roles: CLIENT_ROLES },
] as const;

export const UserDto = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    clientId: z.string().nullable(),
    clientName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    /** null: never signed in. */
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
    /** No password yet: an invitation was sent and not used (or the account was made without one). */
    invitationPending: z.boolean(),
    /** What the caller may do to this user (the shared policy's answer, enforced by the server). */
    can: z.object({
      edit: z.boolean(),
      changeRole: z.boolean(),
      changeStatus: z.boolean(),
      delete: z.boolean(),
    }) satisfies z.ZodType<UserCan>,
    /** The roles the caller may set on this user, the current one included. */
    roleChoices: z.array(z.enum(ROLES)),
  })
  .meta({ id: 'User' });
export type UserDto = z.infer<typeof UserDto>;

export const UserList = pageOf(UserDto);
export type UserList = z.infer<typeof UserList>;
