/**
 * The API at scale on PostgreSQL: about 100k tasks (demo data at scale 667) in a database of its own, seeded once and
 * kept between runs. Measured over loopback with 10 concurrent connections, as an admin and as a developer.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../src/server/app';
import { buildDeps } from '../src/server/bootstrap';
import { openDatabase, queryRows } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed/demo';
import { readEnv } from '../src/server/env';
import { load, type LoadResult } from './load';

export const BENCH_SCALE = 667;
const DB_NAME = 'portal_bench';

async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

export async function postgresReachable(url: string): Promise<boolean> {
  try {
    await adminQuery(url, 'select 1');
    return true;
  } catch {
    return false;
  }
}

async function prepare(adminUrl: string): Promise<string> {
  const exists = await adminQuery(adminUrl, `select 1 from pg_database where datname = '${DB_NAME}'`);
  if (exists.rowCount === 0) await adminQuery(adminUrl, `create database ${DB_NAME}`);
  const u = new URL(adminUrl);
  u.pathname = `/${DB_NAME}`;
  const url = u.toString();
  const database = await openDatabase({ url });
  try {
    await runMigrations(database);
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from tasks`);
    if (Number(row!.n) < BENCH_SCALE * 150) {
      console.log(`Seeding ${BENCH_SCALE * 150} tasks into ${DB_NAME} (once; kept for later runs)...`);
      await database.exec('truncate users, clients, contact_submissions, activity_log, rate_limits, verifications cascade');
      const started = performance.now();
      await seedDemo(database.db, { password: 'demo-password', scale: BENCH_SCALE });
      await database.exec('analyze');
      console.log(`Seeded in ${Math.round((performance.now() - started) / 1000)} s.`);
    }
  } finally {
    await database.close();
  }
  return url;
}

export interface ScaleResult {
  name: string;
  result: LoadResult;
}

export async function benchPostgres(adminUrl: string, endpoints: Array<{ name: string; path: string; as: 'admin' | 'developer' }>) {
  const url = await prepare(adminUrl);
  const database = await openDatabase({ url });
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.data-test/bench', SIGN_IN_LIMIT_PER_IP: '1000' });
  const app = createApp(buildDeps(env, database));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cookies: Record<string, string> = {};
  for (const who of ['admin', 'developer'] as const) {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.APP_URL },
      body: JSON.stringify({ email: `${who}@demo.test`, password: 'demo-password', rememberMe: true }),
    });
    cookies[who] = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  }
  const results: ScaleResult[] = [];
  try {
    for (const endpoint of endpoints) {
      results.push({ name: endpoint.name, result: await load(base + endpoint.path, cookies[endpoint.as]!) });
    }
  } finally {
    server.close();
    await database.close();
  }
  return results;
}
