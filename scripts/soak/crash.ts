/**
 * Crash: kill -9 the server in the middle of a write load, on the embedded database and on PostgreSQL, restart it,
 * and check that the database opens and holds every write that had been answered 2xx. Rounds: 1 per database in
 * CI, 3 in the soak.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isEntryPoint } from '../../src/server/cli/entry-point';
import { openDatabase } from '../../src/server/db/client';
import { call, freePort, signIn } from './http-client';
import { createSoakDatabase, PASSWORD } from './pg-database';
import { startServer, type ServerProcess } from './server-process';
import { emptyFigures, isShort, report, runWorkload } from './workload';

interface Target {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** How many of these ids are in the database (the server is stopped for PGlite, whose folder it locks). */
  count(ids: string[]): Promise<number>;
}

async function boot(target: Target): Promise<ServerProcess> {
  const port = await freePort();
  return startServer({ ...target.env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, SIGN_IN_LIMIT_PER_IP: '1000', SIGN_IN_LIMIT_PER_ACCOUNT: '1000' });
}

/** One round: write load, kill -9 at a random moment, restart, verify. */
async function crashRound(target: Target, round: number) {
  const server = await boot(target);
  const cookie = await signIn(server.url, 'admin@demo.test', PASSWORD);
  let killed = false;
  const live = emptyFigures();
  const load = runWorkload({ base: server.url, cookies: [cookie], users: 8, seconds: 30, writeShare: 1, stop: () => killed, label: `crash-${target.kind}-${round}`, figures: live });
  // Kill once the load is well under way (20 acknowledged writes, or 15 s), at a random moment after that.
  const until = Date.now() + 15_000;
  while (live.acknowledgedIds.length < 20 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, Math.random() * 1000));
  server.signal('SIGKILL');
  killed = true;
  const exit = await server.exited;
  const figures = await load;

  const again = await boot(target);
  const ready = await call(again.url, '/readyz');
  const ids = figures.acknowledgedIds;
  let found: number;
  if (target.kind === 'pglite') {
    await again.stop();
    found = await target.count(ids);
  } else {
    found = await target.count(ids);
    await again.stop();
  }
  return { killedBySignal: exit === null, acknowledged: ids.length, found, inFlightLost: figures.networkErrors, readyAfterRestart: ready.status === 200 };
}

export async function crashScenario(short = isShort()): Promise<number> {
  const rounds = short ? 1 : 3;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));
  const pgDb = await createSoakDatabase('crash');
  const countSql = 'select count(*)::int as n from clients where id = any($1::uuid[])';
  const targets: Target[] = [
    {
      kind: 'pglite',
      env: { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD },
      count: async (ids) => {
        const database = await openDatabase({ dataDir });
        try {
          const { rows } = await database.pglite!.query<{ n: number }>(countSql, [ids]);
          return Number(rows[0]!.n);
        } finally {
          await database.close();
        }
      },
    },
    { kind: 'postgres', env: { DATABASE_URL: pgDb.url }, count: async (ids) => Number((await pgDb.query(countSql, [ids]))[0].n) },
  ];
  const results: Array<Record<string, unknown>> = [];
  let ok = true;
  try {
    for (const target of targets) {
      for (let round = 1; round <= rounds; round++) {
        const r = await crashRound(target, round);
        results.push({ database: target.kind, round, ...r });
        ok &&= r.killedBySignal && r.readyAfterRestart && r.acknowledged > 0 && r.found === r.acknowledged;
      }
    }
  } finally {
    await pgDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const total = (k: string) => results.reduce((s, r) => s + Number(r[k]), 0);
  return report('crash', { crashRuns: results.length, writesAcknowledged: total('acknowledged'), writesVerified: total('found'), runs: results }, ok);
}

if (isEntryPoint(import.meta.url)) process.exitCode = await crashScenario();
