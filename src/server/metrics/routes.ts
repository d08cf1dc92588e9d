/**
 * GET /metrics for Prometheus, outside /api and its reference: off (404) unless METRICS_TOKEN is set, and then only
 * for `Authorization: Bearer <token>`, compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { Metrics } from './metrics';

/** Digests of equal length, so the comparison takes the same time whatever was sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

export function metricsRoutes(token: string | undefined, metrics: Metrics | null) {
  const app = new Hono<AppEnv>();
  app.get('/metrics', async (c) => {
    if (!token || !metrics) return c.json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    const sent = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(sent), digest(token))) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ error: { code: 'unauthorized', message: 'A valid metrics token is required.' } }, 401);
    }
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.scrape(), 200, { 'Content-Type': metrics.contentType });
  });
  return app;
}
