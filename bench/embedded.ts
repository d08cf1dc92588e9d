/**
 * PGlite against PostgreSQL on the same queries at a tenth of the scale (10k tasks): the same endpoints, the same
 * generated data, the app in its own process on each, 10 connections (PGlite answers one query at a time, in its own
 * thread: decision 0065). Each row's budget is its CPU per request against PostgreSQL's on the same row (decision 0134).
 */
import type { Figure } from './figure';
import { perRequest, sampleCpu } from './cpu';
import { load } from './load';
import { signIn, startApp } from './processes';

/**
 * The embedded database's CPU per request (the app's process, PGlite's thread in it) at most this many times the app's
 * and PostgreSQL's together, on the same rows in the same run (decision 0134).
 */
export const EMBEDDED_CPU_RATIO_BUDGET = 1.5;

const SAME_QUERIES = [
  ['tasks list, page 1', '/api/tasks'],
  ['tasks list, search "api"', '/api/tasks?q=api'],
  ['tasks list, filtered', '/api/tasks?status=in_progress&priority=high'],
  ['projects list', '/api/projects'],
  ['communications list', '/api/communications'],
  ['overview dashboard', '/api/dashboard'],
] as const;

interface Measured {
  p95: number;
  rps: number;
  /** CPU ms per request, the app's process and PostgreSQL's backends together. */
  cpu: number;
}

async function measure(database: { url: string } | { dataDir: string }, seconds: number): Promise<Measured[]> {
  const app = await startApp(database);
  try {
    const cookie = await signIn(app.base, 'admin@demo.test');
    const out: Measured[] = [];
    for (const [, path] of SAME_QUERIES) {
      const before = sampleCpu(app.pid);
      const r = await load(app.base + path, { seconds, headers: { cookie } });
      const cpu = perRequest(before, sampleCpu(app.pid), r.requests);
      out.push({ p95: r.p95, rps: r.requestsPerSecond, cpu: Math.round((cpu.app + cpu.postgres) * 100) / 100 });
    }
    return out;
  } finally {
    await app.stop();
  }
}

export async function pgliteAgainstPostgres(pgliteDir: string, postgresUrl: string, seconds: number): Promise<Figure[]> {
  const embedded = await measure({ dataDir: pgliteDir }, seconds);
  const server = await measure({ url: postgresUrl }, seconds);
  return SAME_QUERIES.flatMap(([name], i) => {
    const [e, s] = [embedded[i]!, server[i]!];
    return [
      { what: `10k tasks, ${name}: CPU per request PGlite / PostgreSQL`, value: e.cpu, unit: `/ ${s.cpu} ms` },
      {
        what: `10k tasks, ${name}: CPU per request, PGlite to PostgreSQL`,
        value: Math.round((e.cpu / s.cpu) * 100) / 100,
        unit: 'x',
        budget: EMBEDDED_CPU_RATIO_BUDGET,
      },
      { what: `10k tasks, ${name}: p95 PGlite / PostgreSQL`, value: e.p95, unit: `/ ${s.p95} ms` },
      { what: `10k tasks, ${name}: throughput PGlite / PostgreSQL`, value: e.rps, unit: `/ ${s.rps} req/s` },
    ];
  });
}
