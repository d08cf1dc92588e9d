/**
 * `npm run bench` (not part of `npm test`): the benchmark against the budgets of docs/architecture.md.
 *  - the API at scale: the generated data set (bench/dataset.ts) in PostgreSQL, the app in its own process, autocannon
 *    on loopback with 10 connections, as an admin, a developer and a client user; the bare Hono hello-world as the
 *    ceiling; the naive approach (load everything, filter in JavaScript: spec-approach.ts) against ours;
 *  - PGlite against PostgreSQL on the same queries at 10k tasks;
 *  - the front end: gzip sizes per route and Lighthouse (mobile) in Debian's Chromium;
 *  - live updates: 5,000 event streams held open on one app process, writes through a second (bench/live-fanout.ts);
 *    the machine's open-file limit must allow them (ulimit -n, checked and printed);
 *  - replies by e-mail: a reply's delay from a real mailbox to its thread (bench/inbound-delay.ts).
 * Writes bench/results/latest.md and latest.json and prints the table.
 *  - the ledger reconciliation: 2,000 random money operations, every figure a user reads against the ledger rows
 *    (bench/ledger-reconciliation.ts); a mismatch fails the run.
 *   npm run bench -- --only api|embedded|front-end|live|import|inbound|ledger   --seconds 5   (BENCH_DATABASE_URL: a PostgreSQL server to use)
 *   npm run bench -- --only api --rows "invoices workspace,ageing"   (only the API rows whose name holds one of these)
 *   npm run bench -- --only ledger --operations 2000 --seed 42
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { CurrentUser } from '@server/context';
import { measureApi } from './api';
import { FULL, TENTH } from './dataset';
import { pgliteWith, postgresReachable, postgresWith, queryOnce } from './databases';
import { pgliteAgainstPostgres } from './embedded';
import type { Figure } from './figure';
import { signIn, startApp } from './processes';
import { specApproach } from './spec-approach';
import { timeIds } from './time-rows';
import { visibilityIds } from './visibility-rows';

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const only = arg('--only');
const seconds = Number(arg('--seconds') ?? 5);
const rows = arg('--rows');
const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const sections: Array<{ title: string; figures: Figure[] }> = [];

const verdict = (f: Figure) => (f.budget === undefined ? '' : (f.atLeast ? f.value >= f.budget : f.value <= f.budget) ? '✓' : '✗');
/** The figure as a multiple of its budget: above 1 misses a ceiling, below 1 misses a floor. */
const ratio = (f: Figure) =>
  f.budget ? `${Math.round((f.value / f.budget) * 100) / 100}` : f.budget === 0 ? (f.value === 0 ? '0' : '∞') : '';
const table = (figures: Figure[]) => {
  const lines = ['| what | value | budget | ratio | |', '|---|---|---|---|---|'];
  for (const f of figures) {
    const budget = f.budget === undefined ? '' : `${f.atLeast ? '≥' : '≤'} ${f.budget} ${f.unit}`;
    lines.push(`| ${f.what} | ${f.value} ${f.unit} | ${budget} | ${ratio(f)} | ${verdict(f)} |`);
  }
  return lines.join('\n');
};
const cpus = os.cpus();
const machine = `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
const at = new Date().toISOString();

/** Writes what is measured so far: after each section, so a section that fails keeps the ones before it. */
function writeResults() {
  const body = sections.map((s) => `## ${s.title}\n\n${table(s.figures)}`).join('\n\n');
  const missed = sections.flatMap((s) => s.figures).filter((f) => verdict(f) === '✗').length;
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.md', `# Benchmark, ${at}\n\nMachine: ${machine}. Budgets missed: ${missed}.\n\n${body}\n`);
  writeFileSync('bench/results/latest.json', JSON.stringify({ at, machine, sections }, null, 2));
  return { body, missed };
}

function add(section: { title: string; figures: Figure[] }) {
  sections.push(section);
  writeResults();
}

const postgresVersion = async (url: string) => (await queryOnce(url, 'show server_version')).rows[0].server_version as string;

/** Removes what 'create a task' added, so the data set keeps its shape for the next run. */
const removeCreatedTasks = (url: string) => queryOnce(url, `delete from tasks where title = 'Bench task'`);

/** The id of a generated row, from the label it was made from (bench/dataset.ts). */
const idOf = async (url: string, label: string) => (await queryOnce(url, `select md5('${label}')::uuid::text as id`)).rows[0].id as string;

async function apiAtScale() {
  const url = await postgresWith(adminUrl, 'portal_bench', FULL);
  const app = await startApp({ url });
  try {
    const ids = {
      project: await idOf(url, 'bench-project-200'),
      taskWithComments: await idOf(url, 'bench-task-1'),
      client: await idOf(url, 'bench-client-1'),
      time: await timeIds(url),
      visibility: await visibilityIds(url),
    };
    // The naive approach first, while the data set has exactly its shape ('create a task' adds to it).
    const me = (await (await fetch(`${app.base}/api/me`, { headers: { cookie: await signIn(app.base, 'admin@demo.test') } })).json()) as {
      user: CurrentUser;
    };
    // The naive approach only in a whole run (--rows picks API rows).
    const spec = rows ? [] : await specApproach(url, me.user);
    const run = await measureApi(app, ids, seconds, url, rows);
    add({
      title: `API at scale: PostgreSQL ${await postgresVersion(url)}, ${describe(FULL)}, 10 connections, ${seconds} s each; this machine's hello-world ${run.helloRps.toLocaleString('en-US')} req/s`,
      figures: run.figures,
    });
    if (spec.length) add({ title: "The specification's approach, same database, same run", figures: spec });
  } finally {
    await app.stop();
    await removeCreatedTasks(url);
  }
}

const describe = (s: typeof FULL) =>
  `${s.clients} clients, ${s.projects} projects, ${s.tasks} tasks, ${s.communications} communications, ${s.comments} comments, ${s.leads} leads, ${s.timeEntries} time entries`;

async function embeddedAgainstPostgres() {
  const dir = await pgliteWith(TENTH);
  const url = await postgresWith(adminUrl, 'portal_bench_10k', TENTH);
  add({ title: `PGlite against PostgreSQL, ${describe(TENTH)}`, figures: await pgliteAgainstPostgres(dir, url, Math.min(seconds, 3)) });
}

if (!only || only === 'front-end') {
  const { frontEndFigures } = await import('./front-end');
  add({
    title: 'Front end (production build; Lighthouse in Debian Chromium, mobile emulation, median of 3)',
    figures: await frontEndFigures(),
  });
}
if (!only || only === 'import') {
  const { importFigures, IMPORT_ROWS } = await import('./import-rows');
  add({
    title: `CSV import: ${IMPORT_ROWS.toLocaleString('en-US')} rows each, embedded database (PGlite) with the demo data`,
    figures: await importFigures(),
  });
}
if (!only || only === 'live') {
  if (!(await postgresReachable(adminUrl))) {
    console.warn(`PostgreSQL is not reachable at ${adminUrl}: skipping the live updates figures (set BENCH_DATABASE_URL).`);
  } else {
    const { liveFanout } = await import('./live-fanout');
    add({
      title:
        'Live updates: 5,000 event streams on one app process (and 250 that may not see the writes), writes through a second (PostgreSQL)',
      figures: await liveFanout(adminUrl),
    });
  }
}
if (!only || only === 'inbound') {
  const { dovecotInstalled } = await import('../tests/e2e/inbound-mailbox');
  if (!(await postgresReachable(adminUrl)) || !dovecotInstalled()) {
    console.warn('PostgreSQL or Dovecot (dovecot-imapd) is missing: skipping the replies by e-mail figures.');
  } else {
    const { inboundDelay } = await import('./inbound-delay');
    add({
      title: 'Replies by e-mail: a real mailbox (Dovecot) read over IMAP IDLE, the app on PostgreSQL with the demo data',
      figures: await inboundDelay(adminUrl),
    });
  }
}
if (!only || only === 'ledger') {
  if (!(await postgresReachable(adminUrl))) {
    console.warn(`PostgreSQL is not reachable at ${adminUrl}: skipping the ledger reconciliation (set BENCH_DATABASE_URL).`);
  } else {
    const { ledgerReconciliation, LEDGER_OPERATIONS } = await import('./ledger-reconciliation');
    const operations = Number(arg('--operations') ?? LEDGER_OPERATIONS);
    add({
      title: `Ledger reconciliation: random money operations on PostgreSQL ${await postgresVersion(adminUrl)}, every figure a user reads against the ledger rows`,
      figures: await ledgerReconciliation(adminUrl, operations, arg('--seed') ? Number(arg('--seed')) : undefined),
    });
  }
}
if (!only || only === 'api' || only === 'embedded') {
  if (!(await postgresReachable(adminUrl))) {
    console.warn(`PostgreSQL is not reachable at ${adminUrl}: skipping the API figures (set BENCH_DATABASE_URL).`);
  } else {
    if (only !== 'embedded') await apiAtScale();
    if (only !== 'api') await embeddedAgainstPostgres();
  }
}

const { body, missed } = writeResults();
console.log(`Machine: ${machine}\n\n${body}\n\nBudgets missed: ${missed}. Written to bench/results/latest.md and latest.json.`);
const fatal = sections.flatMap((s) => s.figures).filter((f) => f.failsTheRun && verdict(f) === '✗');
for (const f of fatal) console.error(`Failed: ${f.what}`);
process.exit(fatal.length ? 1 : 0);
