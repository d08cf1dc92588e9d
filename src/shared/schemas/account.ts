/** Account Settings' operations that are ours (password and two-factor go straight to better-auth). */
import { z } from 'zod';

export const UpdateSecurityPolicyInput = z.strictObject({ requireStaffTwoFactor: z.boolean({ error: 'validation.account.chooseOff' }) });
export type UpdateSecurityPolicyInput = z.infer<typeof UpdateSecurityPolicyInput>;

/** The workspace's two-factor rule (Settings > Security). */
export const SecurityPolicy = z.object({ requireStaffTwoFactor: z.boolean() });
export type SecurityPolicy = z.infer<typeof SecurityPolicy>;

/** One signed-in device of the current user (Account Settings). Tokens never leave the server. */
export const AccountSession = z.object({
  id: z.string(),
  /** A short readable description of the browser, e.g. 'Chrome on macOS'. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;

/** The caller's signed-in devices, the current one included. */
export const AccountSessionList = z.object({ items: z.array(AccountSession) });
export type AccountSessionList = z.infer<typeof AccountSessionList>;

/** How many other devices were signed out. */
/** Signing out everywhere else also revokes every API key (a key outlives no account recovery). */
export const RevokedSessions = z.object({ revoked: z.number().int(), apiKeysRevoked: z.number().int() });
export type RevokedSessions = z.infer<typeof RevokedSessions>;
