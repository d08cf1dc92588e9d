/**
 * Load: N simulated users (50 in the soak, 10 in CI) for 60 s (10 s in CI) mixing reads and writes against the real
 * server on PostgreSQL. Passes with zero 5xx and every client created with a 2xx present in the database afterwards.
 */
import { isEntryPoint } from '@server/cli/entry-point';
import { signIn } from './http-client';
import { createSoakDatabase, PASSWORD } from './pg-database';
import { freePort } from './http-client';
import { startServer } from './server-process';
import { isShort, percentile, report, runWorkload } from './workload';

export async function loadScenario(short = isShort()): Promise<number> {
  const users = short ? 10 : 50;
  const seconds = short ? 10 : 60;
  const db = await createSoakDatabase('load');
  const port = await freePort();
  const server = await startServer({
    DATABASE_URL: db.url,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    SIGN_IN_LIMIT_PER_IP: '1000',
  });
  try {
    const cookies = [await signIn(server.url, 'admin@demo.test', PASSWORD), await signIn(server.url, 'manager@demo.test', PASSWORD)];
    const figures = await runWorkload({ base: server.url, cookies, users, seconds, writeShare: 0.3, label: 'load' });
    const ids = figures.acknowledgedIds;
    const found = await db.query('select count(*)::int as n from clients where id = any($1::uuid[])', [ids]);
    const verified = Number(found[0].n);
    const ok =
      figures.serverErrors === 0 && figures.networkErrors === 0 && figures.otherErrors === 0 && verified === ids.length && ids.length > 0;
    return report(
      'load',
      {
        users,
        seconds,
        requests: figures.requests,
        perSecond: Math.round(figures.requests / seconds),
        serverErrors: figures.serverErrors,
        otherErrors: figures.otherErrors,
        networkErrors: figures.networkErrors,
        writesAcknowledged: ids.length,
        writesVerified: verified,
        p50ms: percentile(figures.latenciesMs, 50),
        p95ms: percentile(figures.latenciesMs, 95),
        statuses: figures.statuses,
      },
      ok,
    );
  } finally {
    await server.stop();
    await db.drop();
  }
}

if (isEntryPoint(import.meta.url)) process.exitCode = await loadScenario();
