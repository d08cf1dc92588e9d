/**
 * Sign-in with an OpenID Connect provider (docs/decisions/0063-sign-in-with-openid-connect.md): the provider's id in
 * better-auth's routes (/api/auth/callback/oidc) and the refusals the callback sends back to the sign-in page as
 * `/login?error=<code>`. The page shows its own sentence for a code, never text taken from the address, so a crafted
 * link cannot make the sign-in page say something we did not write.
 */
export const OIDC_PROVIDER_ID = 'oidc';

/** Our refusals (src/server/auth/oidc.ts). */
export const OIDC_REFUSALS = {
  email_not_verified: 'email_not_verified',
  no_account: 'no_account',
  account_inactive: 'account_inactive',
  staff_only: 'staff_only',
} as const;

export function oidcErrorMessage(code: string, label: string): string {
  switch (code) {
    // better-auth refuses to link an unverified address to an existing user before our check runs.
    case OIDC_REFUSALS.email_not_verified:
    case 'account_not_linked':
      return `${label} has not verified your e-mail address, so it cannot sign you in here. Verify it with ${label}, or sign in with your password.`;
    case OIDC_REFUSALS.no_account:
      return `No portal account uses the e-mail address ${label} gave us. Ask your administrator to add you, or sign in with your password.`;
    case OIDC_REFUSALS.account_inactive:
      return 'Your account is not active. Please contact your administrator.';
    case OIDC_REFUSALS.staff_only:
      return `Signing in with ${label} is for agency staff. Please sign in with your e-mail and password.`;
    case 'access_denied':
      return `Signing in with ${label} was cancelled.`;
    default:
      return `Signing in with ${label} did not work. Please try again, or sign in with your password.`;
  }
}
