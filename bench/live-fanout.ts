/**
 * Live updates at scale (docs/decisions/0040-live-updates.md): one app process (A) holds 5,000 open event streams of
 * people who may see a write, and a twentieth more of someone who may not, real HTTP connections with real sessions,
 * opened as a stopped process's tabs reconnect; a second app process (B) on the same PostgreSQL database
 * writes comments through its API. Measured: the open-file limits the sockets need, A's memory before and with the
 * streams, the database connections held while they are open (one listener per process is the design), the delay
 * from sending each write to B until its event reached the first and the last of A's streams, and that none reached
 * the streams that may not see it.
 *   npx tsx bench/live-fanout.ts [--streams 5000] [--writes 20]     or   npm run bench -- --only live
 * (BENCH_DATABASE_URL: a PostgreSQL server to use; the demo agency is seeded into portal_bench_live once.)
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed/demo';
import { RETRY_SPREAD_MS } from '@server/live/streams';
import { queryOnce } from './databases';
import type { Figure } from './figure';
import { signIn, startApp, type Running } from './processes';
import { onSseBlocks } from './sse-blocks';

const DATABASE = 'portal_bench_live';
/**
 * Who holds the streams: people who may all see the comment written (a task of their company, on a project the
 * developer is on; the developer's scope is 'assigned', the others' 'all' or 'company'), and one client user of
 * another company who must receive none of it. A browser tab shares its session's cookie with the person's other
 * tabs, so a few sessions each carry many streams: signing in 5,000 times would be minutes of password hashing.
 */
const RECEIVERS = [
  'admin@demo.test',
  'manager@demo.test',
  'developer@demo.test',
  'client_primary@demo.test',
  'client_additional@demo.test',
];
const OUTSIDER = 'carla.jim@mesaverdeoutfitters.test';
const SESSIONS_PER_ACCOUNT = 10;
/** Streams of the outsider, beside the `streams` that receive: a twentieth as many. */
const OUTSIDER_SHARE = 0.05;

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

/** The soft limit on open files of a process (Node raises it to the hard limit at start): one per socket. */
const openFilesLimit = (pid: number | 'self') =>
  Number(
    /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'))?.[1]?.replace('unlimited', 'Infinity') ?? 0,
  );

/** CPU time (user + system) a process has used so far, in ms: what the fan-out costs whatever else the machine runs. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in ticks of 1/100 s
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
};

interface Streams {
  /** Arrival times (performance.now()) of each event id, one per receiving stream that got it. */
  arrivals: Map<string, number[]>;
  /** Events that reached the outsider's streams: must stay 0. */
  leaked: number;
  close(): void;
}

const ID = /"id":"([^"]+)"/;

/**
 * Opens the streams as the tabs of a stopped process come back: each at a random moment within the spread the
 * server's retry hint gives them (streams.ts), round-robin over each group's cookies. Resolves once every one is
 * ready; a refused or ended stream fails the run.
 */
async function openStreams(base: string, groups: Array<{ cookies: string[]; count: number; receives: boolean }>): Promise<Streams> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams: Streams = { arrivals: new Map(), leaked: 0, close: () => requests.forEach((r) => r.destroy()) };
  const requests: http.ClientRequest[] = [];
  const total = groups.reduce((n, g) => n + g.count, 0);
  let ready = 0;
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const fail = (why: string) =>
      reject(new Error(`${why} (${ready} of ${total} ready after ${Math.round(performance.now() - started)} ms)`));
    for (const group of groups) {
      for (let i = 0; i < group.count; i++) setTimeout(() => open(group, i), Math.random() * RETRY_SPREAD_MS);
    }
    function open(group: (typeof groups)[number], i: number) {
      const req = http.get(
        `${base}/api/events`,
        { agent, headers: { cookie: group.cookies[i % group.cookies.length]!, origin: base } },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            return fail(`GET /api/events answered ${res.statusCode}`);
          }
          let isReady = false;
          onSseBlocks(res, (block, at) => {
            if (block.startsWith('event: ready')) {
              isReady = true;
              if (++ready === total) resolve();
            } else if (block.startsWith('data: ')) {
              if (!group.receives) {
                streams.leaked++;
                return;
              }
              const id = ID.exec(block)?.[1];
              if (!id) return;
              const list = streams.arrivals.get(id);
              if (list) list.push(at);
              else streams.arrivals.set(id, [at]);
            }
          });
          res.on('close', () => {
            if (!isReady) fail('An event stream ended before it was ready');
          });
        },
      );
      req.on('error', (error) => fail(`An event stream failed: ${error.message}`));
      requests.push(req);
    }
  });
  return streams;
}

async function connections(url: string) {
  const { rows } = await queryOnce(
    url,
    `select count(*)::int as total, count(*) filter (where application_name = 'portal-live-listener')::int as listeners
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return { total: Number(rows[0].total), listeners: Number(rows[0].listeners) };
}

/** The same data set every run: what a run signed in and wrote goes again. */
const cleanUp = (url: string, since: Date) =>
  queryOnce(
    url,
    `delete from task_comments where content like 'Live bench %'; delete from sessions where created_at >= '${since.toISOString()}'`,
  );

export async function liveFanout(adminUrl: string, options: { streams?: number; writes?: number } = {}): Promise<Figure[]> {
  const count = options.streams ?? 5000;
  const outsiders = Math.round(count * OUTSIDER_SHARE);
  const writes = options.writes ?? 20;
  const url = await seededDatabase(adminUrl);
  const since = new Date();
  let a: Running | null = null;
  let b: Running | null = null;
  let streams: Streams | null = null;
  try {
    a = await startApp({ url });
    // Every socket is an open file on both ends: the bench's and A's limits must hold them all, with room to spare.
    const limits = { bench: openFilesLimit('self'), app: openFilesLimit(a.pid) };
    const needed = count + outsiders + 200;
    if (limits.bench < needed || limits.app < needed) {
      throw new Error(
        `${needed} open files are needed, the limit is ${limits.bench} here and ${limits.app} for the app: raise ulimit -n (the hard limit).`,
      );
    }
    const signInAll = async (email: string) => {
      const cookies: string[] = [];
      for (let i = 0; i < SESSIONS_PER_ACCOUNT; i++) cookies.push(await signIn(a!.base, email));
      return cookies;
    };
    const receiving = (await Promise.all(RECEIVERS.map(signInAll))).flat();
    const outside = await signInAll(OUTSIDER);
    // A task the client users see (one kept from them would reach only the staff's streams).
    const { rows } = await queryOnce(
      url,
      `select t.id from tasks t join users c on c.client_id = t.client_id and c.email = 'client_primary@demo.test'
         join project_assignments pa on pa.project_id = t.project_id join users d on d.id = pa.profile_id and d.email = 'developer@demo.test'
       where t.client_visible order by t.id limit 1`,
    );
    const taskId = rows[0].id as string;
    // The pool closes connections idle for 10 s: wait that out, so both counts are the steady state.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const rssBefore = rssMiB(a.pid);
    const heldBefore = await connections(url);

    const opening = performance.now();
    streams = await openStreams(a.base, [
      { cookies: receiving, count, receives: true },
      { cookies: outside, count: outsiders, receives: false },
    ]);
    const openMs = Math.round(performance.now() - opening);
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const rssWith = rssMiB(a.pid);
    // Only A runs yet: every connection to the database is A's (its pool's, its job queue's, its listener).
    const held = await connections(url);

    b = await startApp({ url });
    const writer = receiving[SESSIONS_PER_ACCOUNT]!; // a manager's session, used on B
    const first: number[] = [];
    const all: number[] = [];
    const answered: number[] = [];
    const cpuBefore = { app: cpuMs(a.pid), bench: process.cpuUsage() };
    for (let i = 0; i < writes; i++) {
      const sent = performance.now();
      const res = await fetch(`${b.base}/api/tasks/${taskId}/comments`, {
        method: 'POST',
        headers: { cookie: writer, origin: b.base, 'content-type': 'application/json' },
        // Said outright: a staff member's comment is internal unless written for the client (decision 0104).
        body: JSON.stringify({ content: `Live bench ${i}`, internal: false }),
      });
      answered.push(performance.now() - sent);
      if (res.status !== 201) throw new Error(`POST comment answered ${res.status}`);
      const { id } = (await res.json()) as { id: string };
      const until = performance.now() + 10_000;
      while ((streams.arrivals.get(id)?.length ?? 0) < count && performance.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 5));
      const times = streams.arrivals.get(id) ?? [];
      if (times.length < count) throw new Error(`Only ${times.length} of ${count} streams received write ${i}`);
      first.push(Math.min(...times) - sent);
      all.push(Math.max(...times) - sent);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const cpuPerWrite = { app: (cpuMs(a.pid) - cpuBefore.app) / writes, bench: (benchCpu.user + benchCpu.system) / 1000 / writes };

    return [
      { what: 'open files allowed to the bench client (one per stream)', value: limits.bench, unit: '', budget: needed, atLeast: true },
      { what: 'open files allowed to app process A (one per stream)', value: limits.app, unit: '', budget: needed, atLeast: true },
      {
        what: `${count + outsiders} streams opened within ${RETRY_SPREAD_MS / 1000} s, as a stopped process's tabs come back (${receiving.length + outside.length} sessions of ${RECEIVERS.length + 1} people), all ready`,
        value: openMs,
        unit: 'ms',
      },
      { what: 'app process A memory (RSS) before the streams', value: rssBefore, unit: 'MiB' },
      { what: `app process A memory (RSS) with ${count + outsiders} open streams`, value: rssWith, unit: 'MiB' },
      { what: 'memory per open stream', value: Math.round(((rssWith - rssBefore) * 1024) / (count + outsiders)), unit: 'KiB', budget: 128 },
      { what: 'database connections held by A before the streams (pool, job queue, listener)', value: heldBefore.total, unit: '' },
      { what: `database connections held by A with ${count + outsiders} streams open`, value: held.total, unit: '' },
      { what: 'of which live listeners (one per process, whatever the number of streams)', value: held.listeners, unit: '', budget: 1 },
      { what: `comment POST to process B, p50 (${writes} writes)`, value: percentile(answered, 50), unit: 'ms' },
      { what: 'write on B -> event on the first stream of A, p50', value: percentile(first, 50), unit: 'ms' },
      { what: 'write on B -> event on the first stream of A, p95', value: percentile(first, 95), unit: 'ms' },
      { what: `write on B -> event on all ${count} streams of A that may see it, p50`, value: percentile(all, 50), unit: 'ms' },
      {
        what: `write on B -> event on all ${count} streams of A that may see it, p95`,
        value: percentile(all, 95),
        unit: 'ms',
        budget: 500,
      },
      {
        what: `CPU time of A per write (fanning it out to ${count + outsiders} streams; its heartbeat included)`,
        value: Math.round(cpuPerWrite.app),
        unit: 'ms',
      },
      { what: `CPU time of the bench client per write (reading it on ${count} streams)`, value: Math.round(cpuPerWrite.bench), unit: 'ms' },
      { what: `events that reached the ${outsiders} streams of another company's user`, value: streams.leaked, unit: '', budget: 0 },
    ];
  } finally {
    streams?.close();
    await b?.stop();
    await a?.stop();
    await cleanUp(url, since);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const figures = await liveFanout(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres', {
    streams: Number(arg('--streams') ?? 5000),
    writes: Number(arg('--writes') ?? 20),
  });
  for (const f of figures)
    console.log(`${f.what}: ${f.value} ${f.unit}${f.budget !== undefined ? ` (budget ${f.atLeast ? '>=' : '<='} ${f.budget})` : ''}`);
  process.exit(0);
}
