/**
 * An app process for tests/api/platform/webhooks-crash.test.ts on the PostgreSQL database argv[2]. `emit`: opens the job queue
 * without a runner, commits one client.created event (id argv[4]) and says "committed", then waits to be killed.
 * `run`: starts the job runner, as every app process does at start-up, and says "running".
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mailAttachments } from '@server/app';
import { buildDeps, startJobRunner } from '@server/bootstrap';
import { openDatabase } from '@server/db/client';
import { readEnv } from '@server/env';
import { emitWebhookEvent } from '@server/webhooks/outbox';

const [url, mode, clientId] = process.argv.slice(2);
const database = await openDatabase({ url });
const env = readEnv({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'webhook-child-')),
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
  JOBS_POLL_SECONDS: '0.5',
});
const deps = buildDeps(env, database);
if (mode === 'emit') {
  await deps.jobs.start();
  await database.db.transaction((tx) => emitWebhookEvent(deps, tx, 'client.created', { id: clientId, name: 'Crash-proof client' }));
  console.log('committed');
} else {
  await startJobRunner(deps, mailAttachments(deps));
  console.log('running');
}
setInterval(() => undefined, 60_000);
