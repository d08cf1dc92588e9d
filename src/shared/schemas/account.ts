/** Account Settings' operations that are ours (password and two-factor go straight to better-auth). */
import { z } from 'zod';

export const UpdateSecurityPolicyInput = z.strictObject({
  requireStaffTwoFactor: z.boolean({ error: 'Choose on or off' }),
});
export type UpdateSecurityPolicyInput = z.infer<typeof UpdateSecurityPolicyInput>;
