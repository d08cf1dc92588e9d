/**
 * Graceful shutdown (SIGTERM from an orchestrator, Ctrl-C): stop accepting connections, let requests in flight
 * finish, stop the job runner (an e-mail being sent is finished; queued ones wait in the database for the next start),
 * then close the database (PGlite flushes and its folder lock is released) and exit 0. Requests still
 * running after the timeout have their connections closed and the process exits 1, so a stuck shutdown is visible.
 */
import type { Server } from 'node:http';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/job-queue';
import type { LiveHub } from './live/hub';
import type { Logger } from './log';

export function gracefulShutdown(
  server: Server,
  database: Database,
  log: Logger,
  timeoutMs: number,
  jobs?: JobQueue,
  live?: Pick<LiveHub, 'stop'>,
  /** Stops the scheduled sweeps (src/server/jobs/scheduler.ts), letting a look under way finish. */
  stopScheduler?: () => Promise<void>,
) {
  let stopping = false;
  return (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    log.info('Shutting down: no new connections, waiting for requests in flight.', { signal, timeoutMs });

    const finish = async (code: number) => {
      clearInterval(idleSweep);
      try {
        await stopScheduler?.();
        await jobs?.stop();
      } catch (error) {
        log.error('Stopping the job runner failed', error);
      }
      try {
        await database.close();
      } catch (error) {
        log.error('Closing the database failed', error);
        code = 1;
      }
      log.info('Stopped.', { signal, durationMs: Math.round(performance.now() - started), exitCode: code });
      process.exit(code);
    };

    // Open event streams never finish by themselves: end them first (the browsers reconnect to another process).
    void live?.stop().catch((error: unknown) => log.error('Stopping the live updates failed', error));
    server.close(() => void finish(0));
    // Keep-alive connections that sit idle would hold close() open; ones that go idle after their last answer too.
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    setTimeout(() => {
      log.warn('Requests still running at the shutdown timeout: closing their connections.', { signal, timeoutMs });
      server.closeAllConnections();
      void finish(1);
    }, timeoutMs).unref();
  };
}
