/**
 * CSRF: a state-changing request that a browser sends from another site carries that site's Origin (or
 * Sec-Fetch-Site: cross-site) and is refused. Together with SameSite=Lax cookies this closes cross-site writes,
 * including login CSRF. Callers that are not browsers send neither header and are not affected.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfProtection(appUrl: string): MiddlewareHandler<AppEnv> {
  const allowed = new URL(appUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin && origin !== allowed) || site === 'cross-site') throw forbidden('Cross-site request refused.');
    }
    return next();
  };
}
