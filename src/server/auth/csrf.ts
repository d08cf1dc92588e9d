/**
 * CSRF: a state-changing request that a browser sends from another site carries that site's Origin (or
 * Sec-Fetch-Site: cross-site) and is refused. Together with SameSite=Lax cookies this closes cross-site writes,
 * including login CSRF. Callers that are not browsers send neither header and are not affected. Trusted: APP_URL,
 * TRUSTED_ORIGINS and the address the request was sent to (origins.ts).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Env } from '../env';
import { forbidden } from '../errors';
import { isTrustedOrigin } from './origins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfProtection(env: Pick<Env, 'APP_URL' | 'TRUSTED_ORIGINS' | 'TRUST_PROXY'>): MiddlewareHandler<AppEnv> {
  const refusal = `Cross-site request refused. Open the portal at ${env.APP_URL} and try again.`;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      // "null" (a sandboxed or privacy-stripped page) is no origin we can trust.
      if ((origin && !isTrustedOrigin(env, c.req.raw, origin)) || site === 'cross-site') throw forbidden(refusal);
    }
    return next();
  };
}
