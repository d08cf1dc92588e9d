/**
 * Signing in with the OpenID Connect provider on the sign-in page (docs/decisions/0063-sign-in-with-openid-connect.md):
 * the button under the password form when the server has a provider, and the message of a refused sign-in, read from
 * the `error` the server's callback put in the address. Only our own sentences are shown, never the address's text.
 */
import { useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import { OIDC_REFUSALS } from '@shared/oidc';
import { t } from '@web/lib/messages/auth';
import { Button } from '../../components/button';
import { safeNextPath } from '../../lib/after-sign-in';
import { errorMessage } from '../../lib/api';
import { useSignInOptions } from './api/sign-in-options';
import { useStartOidcSignIn } from './api/start-oidc-sign-in';

/** This page's address without a previous attempt's error, keeping `next`: where the provider's sign-in returns. */
export function returnAddress(search: string): string {
  const next = safeNextPath(new URLSearchParams(search).get('next'));
  return next ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

export function OidcSignInButton() {
  const { search } = useLocation();
  const options = useSignInOptions();
  const start = useStartOidcSignIn();
  const oidc = options.data?.oidc;
  if (!oidc) return null;
  const onClick = () =>
    start.mutate(returnAddress(search), {
      onError: (error) => toast.error(t('auth.oidc.startFailed', { provider: oidc.label }), { description: errorMessage(error) }),
    });
  // Still pending after success: the browser is on its way to the provider.
  const busy = start.isPending || start.isSuccess;
  return (
    <div className="mt-6 space-y-4">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('auth.oidc.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="secondary" size="lg" className="w-full" disabled={busy} onClick={onClick}>
        {busy ? t('auth.oidc.opening', { provider: oidc.label }) : t('auth.oidc.signInWith', { provider: oidc.label })}
      </Button>
    </div>
  );
}

/** The sentence for a refused sign-in's code (the same cases as oidcErrorMessage in @shared/oidc). */
function oidcError(code: string, provider: string): string {
  switch (code) {
    case OIDC_REFUSALS.email_not_verified:
    case 'account_not_linked':
      return t('auth.oidc.error.notVerified', { provider });
    case OIDC_REFUSALS.no_account:
      return t('auth.oidc.error.noAccount', { provider });
    case OIDC_REFUSALS.account_inactive:
      return t('auth.oidc.error.inactive');
    case OIDC_REFUSALS.staff_only:
      return t('auth.oidc.error.staffOnly', { provider });
    case 'access_denied':
      return t('auth.oidc.error.cancelled', { provider });
    default:
      return t('auth.oidc.error.failed', { provider });
  }
}

/** The reason a provider's sign-in came back refused, if the address says so. */
export function OidcSignInError() {
  const { search } = useLocation();
  const options = useSignInOptions();
  const code = new URLSearchParams(search).get('error');
  if (!code) return null;
  const label = options.data?.oidc?.label ?? t('auth.oidc.defaultProvider');
  return (
    <p role="alert" className="mb-5 rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
      {oidcError(code, label)}
    </p>
  );
}
