/**
 * CSRF: a state-changing request that a browser sends from another site carries that site's Origin (or
 * Sec-Fetch-Site: cross-site) and is refused. Together with SameSite=Lax cookies this closes cross-site writes,
 * including login CSRF. Callers that are not browsers send neither header and are not affected; API keys below. Trusted: APP_URL,
 * TRUSTED_ORIGINS and the address the request was sent to (origins.ts).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Env } from '../env';
import { forbidden } from '../errors';
import { isPublicRoute } from './guards';
import { isTrustedOrigin } from './origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that an API key signs in and that carries no cookie is no browser's ambient credential: a page cannot make
 * another site's browser send our key, so its Origin says nothing about forgery (docs/decisions/0059-api-keys.md). A
 * request with a cookie is checked as always, whatever else it carries, and a public route is never exempt.
 */
function keyWithoutCookie(req: Request, method: string, path: string): boolean {
  return req.headers.has('authorization') && !req.headers.has('cookie') && !isPublicRoute(method, path);
}

export function csrfProtection(env: Pick<Env, 'APP_URL' | 'TRUSTED_ORIGINS' | 'TRUST_PROXY'>): MiddlewareHandler<AppEnv> {
  const refusal = `Cross-site request refused. Open the portal at ${env.APP_URL} and try again.`;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !keyWithoutCookie(c.req.raw, c.req.method, c.req.path)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      // "null" (a sandboxed or privacy-stripped page) is no origin we can trust.
      if ((origin && !isTrustedOrigin(env, c.req.raw, origin)) || site === 'cross-site') throw forbidden(refusal);
    }
    return next();
  };
}
