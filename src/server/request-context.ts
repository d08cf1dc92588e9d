/**
 * Where the current request came from, for the audit trail. Held in AsyncLocalStorage so that recordActivity can
 * stamp every event with the caller's address without threading it through each service's parameters.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { clientIp } from './http';

interface RequestContext {
  ip: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs the rest of the request inside a context holding the caller's address (X-Forwarded-For only with TRUST_PROXY). */
export function requestContext(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return (c, next) => storage.run({ ip: clientIp(c, trustProxy) }, next);
}

/** The current request's address, or null outside a request (seed scripts, background jobs). */
export function currentRequestIp(): string | null {
  return storage.getStore()?.ip ?? null;
}
