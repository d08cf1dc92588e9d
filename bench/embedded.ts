/**
 * PGlite against PostgreSQL on the same queries at a tenth of the scale (10k tasks): the same endpoints, the same
 * generated data, the app in its own process on each, 10 connections (PGlite answers one query at a time, in its own
 * thread: decision 0065). The embedded database's own budgets are its tasks list and overview dashboard.
 */
import type { Figure } from './figure';
import { load } from './load';
import { signIn, startApp } from './processes';

/** p95 on the embedded database at 10k tasks, 10 connections. */
export const EMBEDDED_LIST_BUDGET_MS = 50;
export const EMBEDDED_DASHBOARD_BUDGET_MS = 80;

const SAME_QUERIES = [
  ['tasks list, page 1', '/api/tasks'],
  ['tasks list, search "api"', '/api/tasks?q=api'],
  ['tasks list, filtered', '/api/tasks?status=in_progress&priority=high'],
  ['projects list', '/api/projects'],
  ['communications list', '/api/communications'],
  ['overview dashboard', '/api/dashboard'],
] as const;

async function p95s(database: { url: string } | { dataDir: string }, seconds: number) {
  const app = await startApp(database);
  try {
    const cookie = await signIn(app.base, 'admin@demo.test');
    const out: Array<{ p95: number; rps: number }> = [];
    for (const [, path] of SAME_QUERIES) {
      const r = await load(app.base + path, { seconds, headers: { cookie } });
      out.push({ p95: r.p95, rps: r.requestsPerSecond });
    }
    return out;
  } finally {
    await app.stop();
  }
}

export async function pgliteAgainstPostgres(pgliteDir: string, postgresUrl: string, seconds: number): Promise<Figure[]> {
  const embedded = await p95s({ dataDir: pgliteDir }, seconds);
  const server = await p95s({ url: postgresUrl }, seconds);
  const p95Of = (query: (typeof SAME_QUERIES)[number][0]) => embedded[SAME_QUERIES.findIndex(([name]) => name === query)]!.p95;
  const budgeted: Figure[] = [
    {
      what: '10k tasks, embedded database: tasks list p95',
      value: p95Of('tasks list, page 1'),
      unit: 'ms',
      budget: EMBEDDED_LIST_BUDGET_MS,
    },
    {
      what: '10k tasks, embedded database: overview dashboard p95',
      value: p95Of('overview dashboard'),
      unit: 'ms',
      budget: EMBEDDED_DASHBOARD_BUDGET_MS,
    },
  ];
  return budgeted.concat(
    SAME_QUERIES.flatMap(([name], i) => [
      { what: `10k tasks, ${name}: p95 PGlite / PostgreSQL`, value: embedded[i]!.p95, unit: `/ ${server[i]!.p95} ms` },
      { what: `10k tasks, ${name}: throughput PGlite / PostgreSQL`, value: embedded[i]!.rps, unit: `/ ${server[i]!.rps} req/s` },
    ]),
  );
}
