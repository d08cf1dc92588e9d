import { useMutation } from '@tanstack/react-query';
import { authApi } from '@shared/api/auth';
import { OIDC_PROVIDER_ID } from '@shared/oidc';
import { request } from '@web/lib/api';

/**
 * Asks the server for the provider's sign-in address and goes there. The provider sends the browser back to the
 * server's callback, which returns it to `returnTo` (this sign-in page with its `next`): signed in, the page moves on
 * to `next`; refused, the same address with `error` added.
 */
export async function startOidcSignIn(returnTo: string, go: (url: string) => void = (url) => window.location.assign(url)) {
  const { url } = await request(authApi.signInSocial, {
    body: { provider: OIDC_PROVIDER_ID, callbackURL: returnTo, errorCallbackURL: returnTo },
  });
  go(url);
}

export function useStartOidcSignIn() {
  return useMutation({ mutationFn: (returnTo: string) => startOidcSignIn(returnTo) });
}
