/**
 * The client portal's Colleagues screen: a primary contact's company's people, and the invite and status inputs
 * (decision 0111). Who may do what to whom is the shared policy in ../policies/colleagues.ts.
 */
import { z } from 'zod';
import { USER_STATUSES } from '../enums';
import type { ColleagueCan } from '../policies/colleagues';
import { CLIENT_ROLES } from '../roles';
import { requiredEmail } from './clients';
import { singleLine } from './fields';
import { PersonRef } from './refs';

/** A new colleague is always an additional contact, invited by e-mail to choose a password (the agency's invitation). */
export const InviteColleagueInput = z.strictObject({
  firstName: singleLine('validation.label.firstName', 100),
  lastName: singleLine('validation.label.lastName', 100),
  email: requiredEmail,
});
export type InviteColleagueInput = z.input<typeof InviteColleagueInput>;

/** Deactivate (inactive) or reactivate (active); a pending invitation is withdrawn by removing the person. */
export const UpdateColleagueInput = z.strictObject({
  status: z.enum(['active', 'inactive'], { error: 'validation.colleagues.chooseActiveInactive' }),
});
export type UpdateColleagueInput = z.input<typeof UpdateColleagueInput>;

export const Colleague = z
  .object({
    ...PersonRef.shape,
    email: z.string(),
    role: z.enum(CLIENT_ROLES),
    status: z.enum(USER_STATUSES),
    avatarUrl: z.string().nullable(),
    /** An invitation was sent and no password has been chosen yet. */
    invitationPending: z.boolean(),
    /** The caller themselves. */
    isYou: z.boolean(),
    can: z.object({
      deactivate: z.boolean(),
      reactivate: z.boolean(),
      remove: z.boolean(),
      resendInvitation: z.boolean(),
    }) satisfies z.ZodType<ColleagueCan>,
  })
  .meta({ id: 'Colleague' });
export type Colleague = z.infer<typeof Colleague>;

export const ColleagueList = z
  .object({
    /** The caller's company. */
    company: z.string(),
    /** The agency lets the company's primary contacts manage their colleagues (off: every write answers 403). */
    enabled: z.boolean(),
    /** The caller may invite someone now. */
    canInvite: z.boolean(),
    /** Why the buttons are missing, when they are: the agency turned this off. */
    notice: z.string().nullable(),
    /** Primary contacts first, then by name; at most 500. */
    items: z.array(Colleague),
  })
  .meta({ id: 'ColleagueList' });
export type ColleagueList = z.infer<typeof ColleagueList>;
