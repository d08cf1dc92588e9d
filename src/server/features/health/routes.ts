import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';

/** /healthz: the process is up. /readyz: it can reach its database (a load balancer routes on this one). */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await deps.database.db.execute(sql`select 1`);
        return c.json({ status: 'ready', database: deps.database.kind });
      } catch {
        return c.json({ status: 'unavailable', database: deps.database.kind }, 503);
      }
    });
}
