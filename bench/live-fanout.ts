/**
 * Live updates at scale (docs/decisions/0040-live-updates.md): one app process (A) holds 1,000 open event streams,
 * real HTTP connections with real sessions; a second app process (B) on the same PostgreSQL database writes comments
 * through its API. Measured: A's memory before and with the streams, the database connections held while they are
 * open (one listener per process is the design), and the delay from sending each write to B until its event reached
 * the first and the last of A's streams.
 *   npx tsx bench/live-fanout.ts [--streams 1000] [--writes 20]     or   npm run bench -- --only live
 * (BENCH_DATABASE_URL: a PostgreSQL server to use; the demo agency is seeded into portal_bench_live once.)
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed/demo';
import { queryOnce } from './databases';
import type { Figure } from './figure';
import { signIn, startApp, type Running } from './processes';

const DATABASE = 'portal_bench_live';
/** Roles that see every event of the task used (a client company's own task): managers and that company's users. */
const ACCOUNTS = ['admin@demo.test', 'manager@demo.test', 'client_primary@demo.test', 'client_additional@demo.test'];
const SESSIONS_PER_ACCOUNT = 10;

async function seededDatabase(adminUrl: string): Promise<string> {
  const u = new URL(adminUrl);
  u.pathname = `/${DATABASE}`;
  const url = u.toString();
  const exists = await queryOnce(adminUrl, `select 1 from pg_database where datname = '${DATABASE}'`);
  if (!exists.rowCount) await queryOnce(adminUrl, `create database ${DATABASE}`);
  const database = await openDatabase({ url });
  try {
    await runMigrations(database);
    const users = await queryOnce(url, 'select count(*)::int as n from users');
    if (Number(users.rows[0].n) === 0) await seedDemo(database.db, { password: 'demo-password' });
  } finally {
    await database.close();
  }
  return url;
}

const rssMiB = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
};

interface Streams {
  /** Arrival times (performance.now()) of each event id, one per stream that received it. */
  arrivals: Map<string, number[]>;
  close(): void;
}

/** Opens `count` event streams on `base`, round-robin over the cookies, and resolves once every one is ready. */
async function openStreams(base: string, cookies: string[], count: number): Promise<Streams> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const arrivals = new Map<string, number[]>();
  const requests: http.ClientRequest[] = [];
  let ready = 0;
  await new Promise<void>((resolve, reject) => {
    for (let i = 0; i < count; i++) {
      const req = http.get(`${base}/api/events`, { agent, headers: { cookie: cookies[i % cookies.length]!, origin: base } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`GET /api/events answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (block.startsWith('event: ready')) {
              if (++ready === count) resolve();
              continue;
            }
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!data || block.startsWith('event:')) continue;
            const id = (JSON.parse(data) as { id: string }).id;
            const list = arrivals.get(id) ?? [];
            list.push(at);
            arrivals.set(id, list);
          }
        });
      });
      req.on('error', reject);
      requests.push(req);
    }
  });
  return { arrivals, close: () => requests.forEach((r) => r.destroy()) };
}

async function connections(url: string) {
  const { rows } = await queryOnce(
    url,
    `select count(*)::int as total, count(*) filter (where application_name = 'portal-live-listener')::int as listeners
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return { total: Number(rows[0].total), listeners: Number(rows[0].listeners) };
}

export async function liveFanout(adminUrl: string, options: { streams?: number; writes?: number } = {}): Promise<Figure[]> {
  const count = options.streams ?? 1000;
  const writes = options.writes ?? 20;
  const url = await seededDatabase(adminUrl);
  let a: Running | null = null;
  let b: Running | null = null;
  let streams: Streams | null = null;
  try {
    a = await startApp({ url });
    const cookies: string[] = [];
    for (const email of ACCOUNTS) for (let i = 0; i < SESSIONS_PER_ACCOUNT; i++) cookies.push(await signIn(a.base, email));
    const { rows } = await queryOnce(url, `select t.id from tasks t join users u on u.client_id = t.client_id where u.email = 'client_primary@demo.test' limit 1`);
    const taskId = rows[0].id as string;
    // The pool closes connections idle for 10 s: wait that out, so both counts are the steady state.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const rssBefore = rssMiB(a.pid);
    const heldBefore = await connections(url);

    const opening = performance.now();
    streams = await openStreams(a.base, cookies, count);
    const openMs = Math.round(performance.now() - opening);
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const rssWith = rssMiB(a.pid);
    // Only A runs yet: every connection to the database is A's (its pool's, its job queue's, its listener).
    const held = await connections(url);

    b = await startApp({ url });
    const writer = cookies[SESSIONS_PER_ACCOUNT]!; // a manager's session, used on B
    const first: number[] = [];
    const all: number[] = [];
    const answered: number[] = [];
    for (let i = 0; i < writes; i++) {
      const sent = performance.now();
      const res = await fetch(`${b.base}/api/tasks/${taskId}/comments`, {
        method: 'POST',
        headers: { cookie: writer, origin: b.base, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `Live bench ${i}` }),
      });
      answered.push(performance.now() - sent);
      if (res.status !== 201) throw new Error(`POST comment answered ${res.status}`);
      const { id } = (await res.json()) as { id: string };
      const until = performance.now() + 10_000;
      while ((streams.arrivals.get(id)?.length ?? 0) < count && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
      const times = streams.arrivals.get(id) ?? [];
      if (times.length < count) throw new Error(`Only ${times.length} of ${count} streams received write ${i}`);
      first.push(Math.min(...times) - sent);
      all.push(Math.max(...times) - sent);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await queryOnce(url, `delete from task_comments where content like 'Live bench %'`);

    return [
      { what: `${count} streams opened (${cookies.length} sessions), all ready`, value: openMs, unit: 'ms' },
      { what: 'app process A memory (RSS) before the streams', value: rssBefore, unit: 'MiB' },
      { what: `app process A memory (RSS) with ${count} open streams`, value: rssWith, unit: 'MiB' },
      { what: 'memory per open stream', value: Math.round(((rssWith - rssBefore) * 1024) / count), unit: 'KiB', budget: 128 },
      { what: 'database connections held by A before the streams (pool, job queue)', value: heldBefore.total, unit: '' },
      { what: `database connections held by A with ${count} streams open`, value: held.total, unit: '' },
      { what: 'of which live listeners (one per process, whatever the number of streams)', value: held.listeners, unit: '', budget: 1 },
      { what: `comment POST to process B, p50 (${writes} writes)`, value: percentile(answered, 50), unit: 'ms' },
      { what: 'write on B -> event on the first stream of A, p50', value: percentile(first, 50), unit: 'ms' },
      { what: 'write on B -> event on the first stream of A, p95', value: percentile(first, 95), unit: 'ms' },
      { what: `write on B -> event on all ${count} streams of A, p50`, value: percentile(all, 50), unit: 'ms' },
      { what: `write on B -> event on all ${count} streams of A, p95`, value: percentile(all, 95), unit: 'ms', budget: 1000 },
    ];
  } finally {
    streams?.close();
    await b?.stop();
    await a?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const figures = await liveFanout(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres', {
    streams: Number(arg('--streams') ?? 1000),
    writes: Number(arg('--writes') ?? 20),
  });
  for (const f of figures) console.log(`${f.what}: ${f.value} ${f.unit}${f.budget !== undefined ? ` (budget ${f.budget})` : ''}`);
  process.exit(0);
}
