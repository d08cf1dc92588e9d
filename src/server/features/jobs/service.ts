/**
 * Settings > Background jobs: the e-mails still to be sent and the failed ones, read from pg-boss's job table
 * (decision 0031), and Retry for a failed one. Completed jobs are not listed (pg-boss deletes them after a week).
 */
import { sql } from 'drizzle-orm';
import { JOB_QUEUE_NAMES, JOB_QUEUES, type JobDto, type JobList, type JobListQuery, type JobQueueName } from '@shared/schemas/jobs';
import type { AppDeps } from '../../context';
import { queryRows } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { JOBS_SCHEMA } from '../../jobs/job-queue';

interface JobRow {
  id: string;
  name: JobQueueName;
  state: 'created' | 'retry' | 'active' | 'failed';
  recipient: string | null;
  retry_count: number;
  retry_limit: number;
  last_error: string | null;
  start_after: Date | string;
  created_on: Date | string;
  total: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const table = sql.raw(`${JOBS_SCHEMA}.job`);
const PENDING = ['created', 'retry', 'active'] as const;

function toDto(row: JobRow): JobDto {
  const failed = row.state === 'failed';
  return {
    id: row.id,
    queue: row.name,
    queueLabel: JOB_QUEUES[row.name] ?? row.name,
    state: failed ? 'failed' : 'pending',
    recipient: row.recipient,
    // pg-boss counts retries; the first attempt is not one. A job not yet started has made none.
    attempts: row.state === 'created' ? 0 : Number(row.retry_count) + (row.state === 'active' ? 0 : 1),
    maxAttempts: Number(row.retry_limit) + 1,
    lastError: row.last_error,
    nextTryAt: row.state === 'created' || row.state === 'retry' ? iso(row.start_after) : null,
    createdAt: iso(row.created_on),
  };
}

function selectJobs(where: ReturnType<typeof sql>, page: { limit: number; offset: number }) {
  return sql`
    select id, name, state, data->>'to' as recipient, retry_count, retry_limit,
           output->>'message' as last_error, start_after, created_on, count(*) over ()::int as total
    from ${table}
    where name in (${sql.join(
      JOB_QUEUE_NAMES.map((n) => sql`${n}`),
      sql`, `,
    )}) and ${where}
    order by created_on desc, id desc
    limit ${page.limit} offset ${page.offset}`;
}

export async function listJobs(deps: Pick<AppDeps, 'database'>, query: JobListQuery): Promise<JobList> {
  const states = query.state === 'failed' ? ['failed'] : query.state === 'pending' ? [...PENDING] : [...PENDING, 'failed'];
  const where = sql`state::text in (${sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const rows = await queryRows<JobRow>(
    deps.database.db,
    selectJobs(where, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
  );
  return { items: rows.map(toDto), total: rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

async function findJob(deps: Pick<AppDeps, 'database'>, id: string): Promise<JobDto> {
  const [row] = await queryRows<JobRow>(deps.database.db, selectJobs(sql`id = ${id}::uuid`, { limit: 1, offset: 0 }));
  if (!row) throw notFound('errors.notFound.job');
  return toDto(row);
}

/** A failed job goes back to its queue, due now, with one more attempt. */
export async function retryJob(deps: Pick<AppDeps, 'database' | 'jobs'>, id: string): Promise<JobDto> {
  const job = await findJob(deps, id);
  if (job.state !== 'failed' || !(await deps.jobs.retry(job.queue, id))) throw conflict('errors.jobs.onlyFailedJobRetried');
  return findJob(deps, id);
}
