/**
 * Background jobs in the app's own database, through pg-boss (docs/decisions/0031-background-jobs-in-the-database.md):
 * a job is a row written in the same transaction as the change that causes it, so both commit or neither does, and
 * a runner in every app process works the queues, retrying failures with backoff.
 */
import { sql, type SQL } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Job } from 'pg-boss';
import { queryRows, type Database } from '../db/client';
import type { DbOrTx } from '../db/transaction';
import type { Logger } from '../log';
import { JOB_QUEUE_NAMES, type JobQueueName } from '../../shared/schemas/jobs';

/** pg-boss's own schema in the app's database (its tables are pg-boss's to migrate, not drizzle's). */
export const JOBS_SCHEMA = 'pgboss';

export interface JobSettings {
  /** Seconds between a runner's looks for due jobs; new jobs wake it at once (LISTEN/NOTIFY), retries wait for this. */
  pollSeconds: number;
  /** The first retry's delay; each next one doubles it (with jitter), up to an hour. */
  retryDelaySeconds: number;
  retryLimit: number;
  /** How long an attempt may run before another runner may take the job (a process killed mid-send). */
  expireSeconds: number;
  /** How often expired attempts are looked for. */
  superviseSeconds: number;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  pollSeconds: 2,
  retryDelaySeconds: 30,
  retryLimit: 10,
  expireSeconds: 120,
  superviseSeconds: 30,
};

export interface EnqueueOptions {
  /** Not before this time: a job that keeps its own schedule (webhook deliveries' backoff, decision 0060). */
  startAfter?: Date;
}

export type JobHandler = (job: Job<Record<string, unknown>>) => Promise<void>;

export interface JobQueue {
  /** Adds a job in the given transaction (or on its own when handed the database). Needs `start` first. */
  enqueue(db: DbOrTx, queue: JobQueueName, data: Record<string, unknown>, options?: EnqueueOptions): Promise<string>;
  /** Opens the queue; with handlers, also starts this process's runner (one worker per queue). */
  start(handlers?: Record<JobQueueName, JobHandler>): Promise<void>;
  /** Puts a failed job back to be tried again; false when it is not (or no longer) failed. */
  retry(queue: JobQueueName, id: string): Promise<boolean>;
  /** Stops the runner, letting an attempt under way finish (up to a few seconds). */
  stop(): Promise<void>;
  readonly running: boolean;
}

function bossFor(database: Database, settings: JobSettings, extra: Partial<ConstructorOptions> = {}): PgBoss {
  const timing: ConstructorOptions = {
    schema: JOBS_SCHEMA,
    superviseIntervalSeconds: settings.superviseSeconds,
    monitorIntervalSeconds: settings.superviseSeconds,
    // Cron schedules are not used; the scheduler would only add queries.
    schedule: false,
    useListenNotify: true,
    ...extra,
  };
  if (database.pglite) return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...timing });
  // Its own small pool: workers and the LISTEN connection must not take the app's request connections.
  return new PgBoss({ connectionString: connectionStringOf(database), max: 4, ...timing });
}

function connectionStringOf(database: Database): string {
  const options = (database.pool as unknown as { options: { connectionString: string } }).options;
  return options.connectionString;
}

/** pg-boss's statements run through drizzle on the caller's transaction (or database), so they commit with it. */
function inTransaction(db: DbOrTx) {
  return fromDrizzle({ execute: async (query: unknown) => ({ rows: await queryRows<unknown>(db, query as SQL) }) }, sql);
}

/** Each job's policy: retries with exponential backoff (with jitter, at most an hour apart) and its attempt's expiry. */
function jobPolicy(settings: JobSettings) {
  return {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: settings.expireSeconds,
  };
}

/**
 * Installs or upgrades pg-boss's schema and creates the queues, once per migration run (startup, and the tests'
 * template database), so a running app never does DDL.
 */
export async function installJobQueues(database: Database): Promise<void> {
  const boss = bossFor(database, DEFAULT_JOB_SETTINGS, { supervise: false });
  boss.on('error', () => {});
  await boss.start();
  try {
    for (const name of JOB_QUEUE_NAMES) {
      // notify: a new job wakes the runners at once instead of at their next look.
      await boss.createQueue(name, { ...jobPolicy(DEFAULT_JOB_SETTINGS), notify: true });
    }
  } finally {
    await boss.stop({ graceful: false, close: true });
  }
}

export function createJobQueue(database: Database, log: Logger, settings: JobSettings = DEFAULT_JOB_SETTINGS): JobQueue {
  const boss = bossFor(database, settings, { migrate: false });
  boss.on('error', (error) => log.error('Background jobs: the queue reported an error', error));
  let started: Promise<void> | null = null;
  let opened = false;
  let running = false;

  return {
    get running() {
      return running;
    },
    async enqueue(db, queue, data, options) {
      // pg-boss reads the queues' settings when it starts. Reading them here instead would, on the embedded
      // database's single connection, wait for the very transaction the job is being added in.
      if (!opened) throw new Error('The job queue is not open: call start() at startup.');
      const id = await boss.send(queue, data, {
        ...jobPolicy(settings),
        ...(options?.startAfter ? { startAfter: options.startAfter } : {}),
        db: inTransaction(db),
      });
      if (!id) throw new Error(`The ${queue} job was not stored.`);
      return id;
    },
    async start(handlers) {
      await (started ??= boss.start().then(() => undefined));
      opened = true;
      if (!handlers) return;
      if (database.kind === 'pglite') await retryOrphans(database, boss);
      for (const [queue, handle] of Object.entries(handlers) as [JobQueueName, JobHandler][]) {
        const worker: { id?: string } = {};
        worker.id = await boss.work<Record<string, unknown>>(
          queue,
          {
            pollingIntervalSeconds: settings.pollSeconds,
            // New jobs wake the worker by NOTIFY; due retries are found by this look, which pg-boss would otherwise
            // relax to 30 s while NOTIFY works.
            notifyPollingIntervalSeconds: settings.pollSeconds,
            // One job per attempt, so a process killed mid-send leaves at most that one job to be sent again.
            batchSize: 1,
          },
          async ([job]) => {
            try {
              await handle(job!);
            } finally {
              // A backlog (a burst of invoices, the queue after an SMTP outage) is worked through without pausing:
              // after each job the worker looks again at once, and waits for its poll only when it finds nothing.
              // Several NOTIFYs that arrive during one send wake it only once, and pg-boss's own burst options
              // do nothing at a batch size of 1, so without this a backlog drained one job per poll.
              if (worker.id) boss.notifyWorker(worker.id);
            }
          },
        );
      }
      running = true;
    },
    async retry(queue, id) {
      const result = (await boss.retry(queue, id)) as { affected?: number };
      return (result.affected ?? 0) > 0;
    },
    async stop() {
      if (!started) return;
      running = false;
      opened = false;
      await started.catch(() => {});
      await boss.stop({ graceful: true, timeout: 5000, close: true });
    },
  };
}

/**
 * The embedded database is opened by one process at a time (decision 0004), so a job still marked active when it
 * starts was being worked by a process that died: it is failed at once (into its next retry) rather than after its
 * expiry. On PostgreSQL another live process may hold it, so there only the expiry frees it.
 */
async function retryOrphans(database: Database, boss: PgBoss) {
  const rows = await queryRows<{ id: string; name: JobQueueName }>(
    database.db,
    sql.raw(`select id, name from ${JOBS_SCHEMA}.job where state = 'active'`),
  );
  for (const row of rows) await boss.fail(row.name, row.id, { message: 'The app stopped during this attempt.' });
}
