/** GET /api/me: who is signed in, what their role may do, and where they stand on two-factor. */
import { z } from 'zod';
import { CAPABILITY_LIST, SCOPES } from '../permissions';
import { Profile } from './profile';

export const Me = z.object({
  user: Profile,
  /** Each capability the role has, with its scope (src/shared/permissions.ts); one it lacks is absent. */
  capabilities: z.partialRecord(z.enum(CAPABILITY_LIST), z.enum(SCOPES)),
  /** A TOTP authenticator is enrolled. */
  twoFactorEnabled: z.boolean(),
  /** The workspace requires two-factor of this user and they have not enrolled: only Account Settings works. */
  twoFactorRequired: z.boolean(),
});
export type Me = z.infer<typeof Me>;
