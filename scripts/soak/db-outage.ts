/**
 * The database going away: PostgreSQL sits behind a TCP proxy that, for a few seconds, drops every connection and
 * refuses new ones. Requests then must fail with 503 and a clear message (never a 500 or a hang), /readyz must say
 * 503, and once the database is back the app must answer again by itself, without a restart.
 */
import { isEntryPoint } from '@server/cli/entry-point';
import { call, freePort, signIn } from './http-client';
import { ADMIN_URL, createSoakDatabase, PASSWORD } from './pg-database';
import { startServer } from './server-process';
import { startTcpProxy } from './tcp-proxy';
import { isShort, report } from './workload';

type Phase = 'before' | 'outage' | 'after';

export async function outageScenario(short = isShort()): Promise<number> {
  const outageSeconds = short ? 3 : 8;
  const db = await createSoakDatabase('outage');
  const pgUrl = new URL(ADMIN_URL);
  const proxy = await startTcpProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
  const viaProxy = Object.assign(new URL(db.url), { host: `127.0.0.1:${proxy.port}` }).toString();
  const port = await freePort();
  const server = await startServer({
    DATABASE_URL: viaProxy,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
  });
  const seen: Record<Phase, Record<string, number>> = { before: {}, outage: {}, after: {} };
  const unclear: string[] = [];
  let phase: Phase = 'before';
  let requests = 0;
  let slowest = 0;
  let recoveredAfterMs: number | null = null;
  let restoredAt = 0;
  try {
    const cookie = await signIn(server.url, 'admin@demo.test', PASSWORD);
    const probe = async () => {
      for (const path of ['/api/tasks?page=1', '/readyz']) {
        const res = await call(server.url, path, { cookie, timeoutMs: 15_000 });
        requests++;
        slowest = Math.max(slowest, res.ms);
        seen[phase][`${path.split('?')[0]} ${res.status}`] = (seen[phase][`${path.split('?')[0]} ${res.status}`] ?? 0) + 1;
        if (
          phase === 'outage' &&
          res.status === 503 &&
          path.startsWith('/api') &&
          !/database is not reachable/i.test(res.json?.error?.message ?? '')
        ) {
          unclear.push(JSON.stringify(res.json));
        }
        if (phase === 'after' && res.status === 200 && path.startsWith('/api') && recoveredAfterMs === null)
          recoveredAfterMs = Date.now() - restoredAt;
      }
    };
    const runFor = async (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        await probe();
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await runFor(2000);
    phase = 'outage';
    proxy.cut();
    await runFor(outageSeconds * 1000);
    phase = 'after';
    proxy.restore();
    restoredAt = Date.now();
    await runFor(short ? 4000 : 8000);
  } finally {
    await server.stop();
    await proxy.close();
    await db.drop();
  }
  const onlyOk = (m: Record<string, number>) => Object.keys(m).every((k) => k.endsWith(' 200'));
  const outageKeys = Object.keys(seen.outage);
  const ok =
    onlyOk(seen.before) &&
    outageKeys.length > 0 &&
    outageKeys.every((k) => k.endsWith(' 503')) &&
    unclear.length === 0 &&
    recoveredAfterMs !== null;
  return report(
    'db-outage',
    { outageSeconds, requests, statuses: seen, unclearMessages: unclear.slice(0, 3), recoveredAfterMs, slowestMs: Math.round(slowest) },
    ok,
  );
}

if (isEntryPoint(import.meta.url)) process.exitCode = await outageScenario();
