/**
 * /api/auth/*: better-auth's handler, with our rate limits (per IP and per account, shared across processes) in
 * front of sign-in and password-reset requests.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { clientIp } from '../http';
import { hitRateLimit, type Limit } from './rate-limit';

async function peekEmail(c: Context<AppEnv>): Promise<string | null> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

export function authRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const limited = (name: string, perIp: Limit, perAccount: Limit, what: string) =>
    async (c: Context<AppEnv>, next: () => Promise<void>) => {
      await hitRateLimit(db, `${name}:ip:${clientIp(c, deps.env.TRUST_PROXY)}`, perIp, what);
      const email = await peekEmail(c);
      if (email) await hitRateLimit(db, `${name}:account:${email}`, perAccount, what);
      await next();
    };

  const { signInPerIp, signInPerAccount, resetPerIp, resetPerAccount } = deps.rateLimits;
  return new Hono<AppEnv>()
    .post('/sign-in/email', limited('sign-in', signInPerIp, signInPerAccount, 'sign-in attempts'))
    .post('/request-password-reset', limited('reset', resetPerIp, resetPerAccount, 'password reset requests'))
    .post('/reset-password', limited('reset-submit', resetPerIp, resetPerIp, 'password reset attempts'))
    .on(['GET', 'POST'], '/*', (c) => deps.auth.handler(c.req.raw));
}
