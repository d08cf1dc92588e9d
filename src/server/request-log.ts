/**
 * Request ids and the access log. Every response carries X-Request-Id: a sane incoming one (from a proxy or load
 * balancer) is kept so one request can be followed across services, anything else is replaced by a fresh UUID.
 * One log line per request, after it has been answered.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import type { Logger } from './log';

export const REQUEST_ID_HEADER = 'X-Request-Id';
// Letters, digits and a few separators, bounded: nothing that could forge a log line or bloat it.
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(incoming: string | undefined): string {
  return incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
}

export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    // Set before the answer is made, so the answer is made with it: setting a header on a made answer makes it again,
    // body and all. An answer the route built itself (a file) gets it afterwards.
    c.header(REQUEST_ID_HEADER, requestId);
    try {
      await next();
    } finally {
      if (c.res.headers.get(REQUEST_ID_HEADER) !== requestId) c.header(REQUEST_ID_HEADER, requestId);
      const status = c.res.status;
      const fields = {
        requestId,
        method: c.req.method,
        // The path only: query strings can carry reset tokens and search terms.
        path: c.req.path,
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get('user')?.id ?? null,
      };
      if (status >= 500) log.warn('request', fields);
      else log.info('request', fields);
    }
  };
}
