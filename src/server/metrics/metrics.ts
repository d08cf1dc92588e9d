/**
 * What /metrics tells Prometheus (docs/decisions/0078-metrics-and-tracing.md): requests by route and status, the
 * background jobs per queue, open event streams, the database pool, webhook deliveries by outcome, and Node's own
 * process figures. Requests cost one histogram observation each; everything else is read when scraped.
 */
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { JOB_QUEUE_NAMES } from '../../shared/schemas/jobs';
import type { AppDeps } from '../context';
import { queryRows } from '../db/client';
import { JOBS_SCHEMA } from '../jobs/job-queue';
import { httpMetrics } from './http-metrics';
import { webhookDeliveryOutcomes } from './webhook-outcomes';

export interface Metrics {
  /** Counts and times every request; mounted first, so its time includes every other middleware. */
  middleware: ReturnType<typeof httpMetrics>;
  contentType: string;
  /** The exposition text, with the job figures read from the database now. */
  scrape(): Promise<string>;
}

interface JobStateRow {
  name: string;
  queued: number;
  deferred: number;
  active: number;
  failed: number;
  oldest: number | null;
}

const JOB_STATES = ['queued', 'deferred', 'active', 'failed'] as const;

export function createMetrics(deps: Pick<AppDeps, 'database' | 'live' | 'log'>): Metrics {
  // Its own registry, not prom-client's global one: the tests build several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request (to its headers for an event stream), by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const jobs = new Gauge({
    name: 'portal_jobs',
    help: 'Background jobs per queue: queued (due, waiting for a runner), deferred (due later), active, failed.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const oldestQueued = new Gauge({
    name: 'portal_jobs_oldest_queued_age_seconds',
    help: 'How long the longest-waiting due job of each queue has waited (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'portal_live_streams_open',
    help: 'Live-update event streams (GET /api/events) open in this process.',
    registers: [registry],
    collect() {
      this.set(deps.live.stats().streams);
    },
  });

  const pool = deps.database.pool;
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge('portal_db_pool_connections', 'Connections the database pool holds (in use or idle).', () => pool.totalCount);
    poolGauge('portal_db_pool_idle_connections', 'Connections of the database pool not in use.', () => pool.idleCount);
    poolGauge('portal_db_pool_waiting_requests', 'Queries waiting for a connection of the database pool.', () => pool.waitingCount);
  }

  registry.registerMetric(webhookDeliveryOutcomes);

  // One query for every queue's figures; pg-boss keeps an index on the states read here (created, retry, active,
  // failed), so finished jobs kept for a week are not scanned.
  async function readJobs() {
    const rows = await queryRows<JobStateRow>(
      deps.database.db,
      sql`
      select name,
        count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as queued,
        count(*) filter (where state in ('created', 'retry') and start_after > now())::int as deferred,
        count(*) filter (where state = 'active')::int as active,
        count(*) filter (where state = 'failed')::int as failed,
        extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now()))::float8 as oldest
      from ${sql.raw(`${JOBS_SCHEMA}.job`)}
      where state in ('created', 'retry', 'active', 'failed')
      group by name`,
    );
    const byQueue = new Map(rows.map((r) => [r.name, r]));
    jobs.reset();
    oldestQueued.reset();
    for (const queue of JOB_QUEUE_NAMES) {
      const row = byQueue.get(queue);
      for (const state of JOB_STATES) jobs.set({ queue, state }, Number(row?.[state] ?? 0));
      oldestQueued.set({ queue }, Math.max(0, Number(row?.oldest ?? 0)));
    }
  }

  return {
    middleware: httpMetrics(requests),
    contentType: registry.contentType,
    async scrape() {
      try {
        await readJobs();
      } catch (error) {
        // The rest is still worth having; the job figures are left out rather than shown stale.
        jobs.reset();
        oldestQueued.reset();
        deps.log.warn('Reading the job figures for /metrics failed.', { error: String(error) });
      }
      return registry.metrics();
    },
  };
}
