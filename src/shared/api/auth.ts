/**
 * Signing in and account security: better-auth's routes as the app mounts them one by one (src/server/auth/routes.ts).
 * They answer better-auth's own shapes, and its errors are `{ code, message }` at the top level (ours: `{ error }`).
 */
import {
  AuthStatusReply,
  AuthUserReply,
  BackupCodesReply,
  ChangePasswordBody,
  EnableTwoFactorBody,
  PasswordBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  OidcCallbackQuery,
  SignInBody,
  SignInOptionsReply,
  SignInReply,
  SignInSocialBody,
  SignInSocialReply,
  SignOutBody,
  SignOutReply,
  TwoFactorSetup,
  VerifyBackupCodeBody,
  VerifyTotpBody,
} from '../schemas/auth';
import { endpoint } from './endpoint';

const tag = 'Sign-in';
const path = <P extends string>(p: P) => `/auth${p}` as const;
/** Open to anyone at the door (PUBLIC_API_ROUTES); better-auth itself asks for the session where a route needs one. */
const access = 'public';
const needsSession = 'Needs a session (the cookie); better-auth answers 401 without one.';
/** better-auth answers these: its refusals are `{ code, message }`; the portal's rate limits in front answer `{ error }`. */
const betterAuth = true;
/** better-auth's own session check: the cookie, never an API key. */
const session = { betterAuth, sessionOnly: true } as const;
const LIMITED = 'Too many attempts from this address or for this account: wait `Retry-After` seconds.';

export const authApi = {
  signIn: endpoint({
    method: 'post',
    path: path('/sign-in/email'),
    tag,
    summary: 'Sign in with e-mail and password',
    description:
      'Sets the session cookie, or, when the account has two-factor on, answers `twoFactorRedirect` and a short-lived ' +
      'challenge cookie for the code step. Failed attempts are limited per address and per account (429 with Retry-After).',
    access,
    betterAuth,
    errors: { 401: 'Wrong e-mail or password, or the account is not active.', 429: LIMITED },
    body: SignInBody,
    reply: SignInReply,
  }),
  signInOptions: endpoint({
    method: 'get',
    path: path('/sign-in-options'),
    tag,
    summary: 'How the sign-in page may sign people in',
    description:
      "Answered by the portal: the OpenID Connect button's label when a provider is configured (OIDC_* settings), else " +
      'null (decision 0063).',
    access,
    reply: SignInOptionsReply,
  }),
  signInSocial: endpoint({
    method: 'post',
    path: path('/sign-in/social'),
    tag,
    summary: 'Start signing in with the OpenID Connect provider',
    description:
      "Answers the provider's authorization address (with state, PKCE and nonce kept in a short-lived cookie) for the " +
      'browser to go to. Staff only: see decision 0063 for who the provider may sign in. 404 when no provider is configured.',
    access,
    betterAuth,
    errors: { 404: 'No OpenID Connect provider is configured.' },
    body: SignInSocialBody,
    reply: SignInSocialReply,
  }),
  oidcCallback: endpoint({
    method: 'get',
    path: path('/callback/oidc'),
    tag,
    summary: "The OpenID Connect provider's return address",
    description:
      'The redirect URI to register at the provider. Checks the state, exchanges the code, verifies the ID token and ' +
      'signs in the matching active staff user; a refusal goes back to the sign-in page with `?error=<code>`.',
    access,
    betterAuth,
    errors: { 404: 'No OpenID Connect provider is configured.' },
    query: OidcCallbackQuery,
    reply: { redirect: 'To the page the sign-in started from, signed in; or to the sign-in page with `error`.' },
  }),
  signOut: endpoint({
    method: 'post',
    path: path('/sign-out'),
    tag,
    summary: 'Sign out',
    description: `Ends this device's session. ${needsSession}`,
    access,
    ...session,
    body: SignOutBody,
    reply: SignOutReply,
  }),
  requestPasswordReset: endpoint({
    method: 'post',
    path: path('/request-password-reset'),
    tag,
    summary: 'E-mail a password reset link',
    description:
      'Answered by the portal, not better-auth: the e-mail is only queued (decision 0031), so the answer and its time are ' +
      'the same whether or not the address has an account. Limited per address and per account.',
    access,
    errors: { 429: LIMITED },
    body: PasswordResetRequestBody,
    reply: AuthStatusReply,
  }),
  resetPassword: endpoint({
    method: 'post',
    path: path('/reset-password'),
    tag,
    summary: 'Choose a new password with a reset or invitation token',
    description: "Ends every session of the account; an invited user's account becomes active.",
    access,
    betterAuth,
    body: PasswordResetBody,
    reply: AuthStatusReply,
  }),
  changePassword: endpoint({
    method: 'post',
    path: path('/change-password'),
    tag,
    summary: 'Change your password',
    description: needsSession,
    access,
    ...session,
    body: ChangePasswordBody,
    reply: AuthUserReply,
  }),
  enableTwoFactor: endpoint({
    method: 'post',
    path: path('/two-factor/enable'),
    tag,
    summary: 'Start two-factor enrolment',
    description: `Nothing changes for signing in until verify-totp confirms a code from the authenticator. ${needsSession}`,
    access,
    ...session,
    body: EnableTwoFactorBody,
    reply: TwoFactorSetup,
  }),
  disableTwoFactor: endpoint({
    method: 'post',
    path: path('/two-factor/disable'),
    tag,
    summary: 'Turn two-factor off',
    description: needsSession,
    access,
    ...session,
    body: PasswordBody,
    reply: AuthStatusReply,
  }),
  verifyTotp: endpoint({
    method: 'post',
    path: path('/two-factor/verify-totp'),
    tag,
    summary: 'Check an authenticator code',
    description:
      "The code step of a sign-in (creates the session), or the confirmation of a signed-in user's enrolment. Failed " +
      'codes are limited like passwords.',
    access,
    betterAuth,
    errors: { 401: 'Wrong or expired code, or no sign-in waiting for one.', 429: LIMITED },
    body: VerifyTotpBody,
    reply: AuthUserReply,
  }),
  verifyBackupCode: endpoint({
    method: 'post',
    path: path('/two-factor/verify-backup-code'),
    tag,
    summary: 'Sign in with a backup code',
    description: 'Each backup code works once. Failed codes are limited like passwords.',
    access,
    betterAuth,
    errors: { 401: 'Wrong or used code, or no sign-in waiting for one.', 429: LIMITED },
    body: VerifyBackupCodeBody,
    reply: AuthUserReply,
  }),
  generateBackupCodes: endpoint({
    method: 'post',
    path: path('/two-factor/generate-backup-codes'),
    tag,
    summary: 'Replace the backup codes',
    description: `The old codes stop working. ${needsSession}`,
    access,
    ...session,
    body: PasswordBody,
    reply: BackupCodesReply,
  }),
};
