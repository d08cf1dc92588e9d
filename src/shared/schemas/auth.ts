/** Auth forms' inputs, shared by the forms and the server. */
import { z } from 'zod';
import { timestamps } from './refs';

export const PASSWORD_MIN_LENGTH = 8;

const email = z.string().trim().min(1, 'validation.common.emailRequired').email('validation.common.enterValidEmailAddress').toLowerCase();
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'validation.common.passwordMost256Characters');

export const SignInInput = z.object({ email, password: z.string().min(1, 'validation.common.passwordRequired'), rememberMe: z.boolean() });
export type SignInInput = z.infer<typeof SignInInput>;

export const ForgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.auth.passwordsDoMatch' });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const ChangePasswordInput = z
  .object({ currentPassword: z.string().min(1, 'validation.auth.currentPasswordRequired'), newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'validation.auth.passwordsDoMatch' });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/*
 * better-auth's own routes, as the app mounts them (src/server/auth/routes.ts): the bodies they read and the answers
 * they give, written from better-auth 1.7's endpoint definitions. better-auth validates them itself; these object
 * schemas check the same fields (extra ones pass through to it unchanged). Session tokens are taken out of every
 * answer before it leaves the server: the session lives in the HttpOnly cookie only.
 */

/** The signed-in person as better-auth answers it (its user row, with the portal's own fields). */
export const AuthUser = z
  .looseObject({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullish(),
    ...timestamps,
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    role: z.string().nullish(),
    status: z.string().nullish(),
    clientId: z.string().nullish(),
    avatarUrl: z.string().nullish(),
    twoFactorEnabled: z.boolean().nullish(),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof AuthUser>;

export const SignInBody = z.object({
  email: z.string(),
  password: z.string(),
  /** false: a session cookie that ends with the browser. Default true. */
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().optional(),
});

/** Signed in (the session cookie is set), or, with two-factor on, a password that still waits for its code. */
export const SignInReply = z.union([
  z.object({ redirect: z.boolean(), url: z.string().optional(), user: AuthUser }),
  z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()).optional() }),
]);
export type SignInReply = z.infer<typeof SignInReply>;

/** An empty JSON object: better-auth refuses a POST whose body has no JSON type (415). */
export const SignOutBody = z.object({});

export const SignOutReply = z.object({ success: z.boolean() });

export const PasswordResetRequestBody = z.object({
  email: z.email(),
  /** Where the e-mailed link leads; the portal sends '/reset-password'. */
  redirectTo: z.string().optional(),
});

/** better-auth's `{ status, message? }` acknowledgement. */
export const AuthStatusReply = z.object({ status: z.boolean(), message: z.string().optional() });

export const PasswordResetBody = z.object({
  newPassword: z.string(),
  /** The token from the e-mailed link (it may come as ?token= instead). */
  token: z.string().optional(),
});

export const ChangePasswordBody = z.object({
  newPassword: z.string(),
  currentPassword: z.string(),
  /** Sign out every other device (the portal always asks for it). */
  revokeOtherSessions: z.boolean().optional(),
  /** Revoke every API key too (read by the portal once better-auth has changed the password). */
  revokeApiKeys: z.boolean().optional(),
});

/** The user, after a step that (re)creates the session: its cookie is set. */
export const AuthUserReply = z.object({ user: AuthUser });

export const PasswordBody = z.object({ password: z.string() });

export const EnableTwoFactorBody = PasswordBody.extend({
  /** 'totp' (the default) is the only one the portal offers. */
  method: z.enum(['otp', 'totp']).optional(),
  issuer: z.string().optional(),
});

/** The authenticator's setup link (shown as a QR code) and the one-time backup codes; confirmed by verify-totp. */
export const TwoFactorSetup = z.object({ method: z.literal('totp').optional(), totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const VerifyTotpBody = z.object({
  code: z.string(),
  /** Skip the code on this browser for 30 days. */
  trustDevice: z.boolean().optional(),
});

export const VerifyBackupCodeBody = VerifyTotpBody.extend({ disableSession: z.boolean().optional() });

export const BackupCodesReply = z.object({ status: z.boolean(), backupCodes: z.array(z.string()) });
export type BackupCodesReply = z.infer<typeof BackupCodesReply>;

/** A path of this site (never '//host' or '/\host'): where the browser returns after a provider's sign-in. */
const sitePath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/, 'validation.auth.pathSite');

/** Starts a sign-in with the OpenID Connect provider (docs/decisions/0063-sign-in-with-openid-connect.md). */
export const SignInSocialBody = z.object({
  provider: z.literal('oidc'),
  /** Where a signed-in browser lands. */
  callbackURL: sitePath,
  /** Where a refusal lands, with `?error=<code>` added. */
  errorCallbackURL: sitePath,
});
export type SignInSocialBody = z.infer<typeof SignInSocialBody>;

/** The provider's authorization address, to send the browser to. */
export const SignInSocialReply = z.object({ url: z.string(), redirect: z.boolean() });

/** What the provider sends back to the callback (OAuth 2.0 and RFC 9207); anything else it adds is ignored. */
export const OidcCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** How the sign-in page may sign people in besides the password: the provider's button, when one is configured. */
export const SignInOptionsReply = z.object({ oidc: z.object({ label: z.string() }).nullable() });
export type SignInOptionsReply = z.infer<typeof SignInOptionsReply>;
