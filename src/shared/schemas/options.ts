/** Choices for the forms' selects, each scoped to the caller on the server: the queries and the answers. */
import { z } from 'zod';
import { isStaffRole, STAFF_ROLES } from '../roles';
import { UUID_PATTERN } from './list';
import { NamedRef, PersonRef } from './refs';

const id = (message: string) => z.string().regex(UUID_PATTERN, message);
const splitRoles = (v: string) =>
  v
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);

export const NoOptionsQuery = z.strictObject({});

export const ProjectOptionsQuery = z.strictObject({ clientId: id('Not a valid id').optional() });
export type ProjectOptionsQuery = z.input<typeof ProjectOptionsQuery>;

export const MilestoneOptionsQuery = z.strictObject({ projectId: id('Select a project first') });
export type MilestoneOptionsQuery = z.input<typeof MilestoneOptionsQuery>;

export const UserOptionsQuery = z.strictObject({
  /** Staff roles separated by commas, e.g. 'manager,admin'; none: every staff role. */
  roles: z
    .string()
    .max(200, 'validation.options.tooManyRoles')
    .optional()
    .refine((v) => !v || splitRoles(v).every((r) => isStaffRole(r)), `Roles are among ${STAFF_ROLES.join(', ')}`)
    .transform((v) => (v ? splitRoles(v) : undefined)),
});
export type UserOptionsQuery = z.input<typeof UserOptionsQuery>;

export const ClientOption = NamedRef;
export type ClientOption = z.infer<typeof ClientOption>;

export const ProjectOption = NamedRef.extend({ clientId: z.string() });
export type ProjectOption = z.infer<typeof ProjectOption>;

export const MilestoneOption = NamedRef.extend({ projectId: z.string() });
export type MilestoneOption = z.infer<typeof MilestoneOption>;

export const UserOption = PersonRef.extend({ role: z.string() });
export type UserOption = z.infer<typeof UserOption>;
