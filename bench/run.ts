/**
 * `npm run bench` (small for now): the portal's first-load size against its budget, and API latency of a few
 * signed-in endpoints on the embedded database with the demo data, measured over loopback with 10 concurrent
 * connections. Writes bench/results/latest.md and .json and prints the table.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/server/app';
import { buildDeps } from '../src/server/bootstrap';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed/demo';
import { readEnv } from '../src/server/env';

interface Figure {
  what: string;
  value: number;
  unit: string;
  budget?: number;
}

const figures: Figure[] = [];

function firstLoadSizes() {
  execSync('npm run build --silent', { stdio: 'inherit' });
  const html = readFileSync('dist/web/index.html', 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const gz = (file: string) => gzipSync(readFileSync(path.join('dist/web', file))).length / 1024;
  const js = assets.filter((a) => a.endsWith('.js')).reduce((sum, a) => sum + gz(a), 0);
  const css = assets.filter((a) => a.endsWith('.css')).reduce((sum, a) => sum + gz(a), 0);
  figures.push({ what: 'portal first load JS (gzip)', value: round(js), unit: 'KB', budget: 200 });
  figures.push({ what: 'portal first load CSS (gzip)', value: round(css), unit: 'KB' });
}

const round = (n: number) => Math.round(n * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(base: string, cookie: string, name: string, pathname: string, budget?: number) {
  const latencies: number[] = [];
  const deadline = performance.now() + 3000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      const res = await fetch(base + pathname, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${pathname} answered ${res.status}`);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  latencies.sort((a, b) => a - b);
  figures.push({ what: `${name} p95 (embedded db, 10 conns)`, value: round(percentile(latencies, 95)), unit: 'ms', budget });
  figures.push({ what: `${name} throughput`, value: Math.round(latencies.length / 3), unit: 'req/s' });
}

async function apiLatency() {
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await runMigrations(database);
  await seedDemo(database.db, { password: 'demo-password' });
  const env = readEnv({ NODE_ENV: 'test', APP_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', DATA_DIR: '.data-test/bench' });
  const app = createApp(buildDeps(env, database));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-password', rememberMe: true }),
  });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  await measure(base, cookie, 'GET /api/me', '/api/me');
  await measure(base, cookie, 'GET /api/tasks page 1', '/api/tasks', 25);
  await measure(base, cookie, 'GET /api/tasks?q=', '/api/tasks?q=api', 25);
  server.close();
  await database.close();
}

firstLoadSizes();
await apiLatency();

const lines = ['| what | value | budget |', '|---|---|---|'];
for (const f of figures) lines.push(`| ${f.what} | ${f.value} ${f.unit} | ${f.budget === undefined ? '' : `${f.budget} ${f.unit}${f.value <= f.budget ? ' ✓' : ' ✗'}`} |`);
const table = lines.join('\n');
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.md', `# Benchmark ${new Date().toISOString()}\n\n${table}\n`);
writeFileSync('bench/results/latest.json', JSON.stringify({ at: new Date().toISOString(), figures }, null, 2));
console.log(table);
