/**
 * A second app process for tests/api/billing/recurring-processes.test.ts: opens the PostgreSQL database named by argv[2] and
 * runs the scheduler's sweeps at the fake time argv[3], then stays alive until killed (the test kills it with SIGKILL
 * while it invoices).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mailAttachments } from '@server/app';
import { buildDeps, startJobRunner } from '@server/bootstrap';
import { openDatabase } from '@server/db/client';
import { readEnv } from '@server/env';
import { runSweeps } from '@server/jobs/scheduler';
import { SCHEDULED_SWEEPS } from '@server/scheduled-sweeps';

const [url, now] = process.argv.slice(2);
const database = await openDatabase({ url });
const env = readEnv({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'recurring-child-')),
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
});
const deps = buildDeps(env, database);
await startJobRunner(deps, mailAttachments(deps));
console.log('sweeping');
await runSweeps(deps, SCHEDULED_SWEEPS, new Date(now!));
console.log('done');
setInterval(() => undefined, 60_000);
