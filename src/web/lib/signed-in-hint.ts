/**
 * Whether this browser holds a session, from the server's readable hint cookie (src/server/auth/signed-in-hint.ts):
 * no request, so a visitor's page asks nothing that answers 401. It is a hint: a session can end while the cookie
 * still says yes (the next GET /api/me answers 401 and the server removes it). For the landing page too: no imports.
 */
export function hasSignedInHint(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)(?:__Host-)?portal\.signed_in=1(?:;|$)/.test(document.cookie);
}
