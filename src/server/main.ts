/** Boot: read env, open the database, migrate, seed the demo on an empty embedded database, serve. */
// First of all: tracing, when configured, must be running before `http` and `pg` are loaded (telemetry.ts).
import './telemetry';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp, mailAttachments } from './app';
import { buildDeps, outboxDir, startJobRunner } from './bootstrap';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { writeDemoFileObjects } from './db/seed/demo-files';
import { devOnNetwork, EnvError, readEnv } from './env';
import { createLogger } from './log';
import { assertNodeVersion } from '../../scripts/node-version.mjs';
import { gracefulShutdown } from './shutdown';
import { startScheduler } from './jobs/scheduler';
import { startInbound, type InboundPoller } from './inbound';
import { SCHEDULED_SWEEPS } from './scheduled-sweeps';

async function main() {
  assertNodeVersion();
  const started = performance.now();
  const env = readEnv();
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await runMigrations(database);

  if (env.SEED_DEMO && database.kind === 'pglite') {
    const summary = await seedIfEmpty(database.db, { password: env.DEMO_PASSWORD, invoicePrefix: env.INVOICE_NUMBER_PREFIX });
    if (summary) log.info(`Seeded the demo agency: sign in as admin@demo.test with password "${env.DEMO_PASSWORD}".`);
  }

  if (devOnNetwork(env)) {
    log.warn(
      `NODE_ENV is ${env.NODE_ENV} while listening on ${env.HOST} (ALLOW_DEV_ON_NETWORK=true): anyone who can reach this address ` +
        'meets development settings (the public development secret unless AUTH_SECRET is set, webhooks to private addresses).',
    );
  }
  const webRoot = path.resolve('dist/web');
  const deps = buildDeps(env, database, { log, webRoot: existsSync(path.join(webRoot, 'index.html')) ? webRoot : undefined });
  // The demo's shared files: their bytes into this data folder or bucket, where they are not yet.
  if (env.SEED_DEMO) await writeDemoFileObjects(database.db, deps.files);
  if (!deps.webRoot) log.warn('No built front end in dist/web: only the API is served (run npm run build).');
  if (deps.mailer.mode === 'outbox') log.info(`No SMTP_URL: mail is written to ${outboxDir(env)}.`);

  // Before the server: a request may enqueue an e-mail, and this process sends its share of them.
  await startJobRunner(deps, mailAttachments(deps));
  const stopSweeps = startScheduler(deps, SCHEDULED_SWEEPS, env.SCHEDULER_INTERVAL_SECONDS * 1000);
  // After the app's threads are registered (createApp below); the first look waits for the IMAP connection anyway.
  let inbound: InboundPoller | null = null;
  const stopScheduler = async () => {
    await stopSweeps();
    await inbound?.stop();
  };
  // Before the server, so a burst of reconnecting event streams finds it listening; a failure is retried by them.
  await deps.live.start().catch((error: unknown) => log.warn('The live updates could not listen yet.', { error: String(error) }));
  const app = createApp(deps);
  inbound = startInbound(deps);
  const server = createAdaptorServer({ fetch: app.fetch, hostname: env.HOST }) as Server;
  // An idle kept-alive connection outlives its clients' and proxies' own idle times (60 s at common load balancers):
  // with Node's 5 s, a client that reuses the connection just as the server closes it gets a reset (ECONNRESET).
  // Shutdown still closes idle connections at once (server.close).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // A deep accept queue: a stopped process's thousands of open event streams come back within seconds (the retry
  // hint of live/streams.ts), faster than a busy process accepts them; with Node's default of 511 the kernel drops
  // the rest, which then wait for TCP's retries or are reset. The kernel caps it at net.core.somaxconn.
  server.listen({ port: env.PORT, host: env.HOST, backlog: 4096 }, () => {
    const info = server.address() as AddressInfo;
    const where = database.kind === 'pglite' ? `embedded database in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL';
    log.info(`Ready on ${env.APP_URL} (port ${info.port}, ${where}) in ${Math.round(performance.now() - started)} ms.`, {
      port: info.port,
      pid: process.pid,
    });
  });

  const shutdown = gracefulShutdown(server, database, log, env.SHUTDOWN_TIMEOUT_MS, deps.jobs, deps.live, stopScheduler);
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
