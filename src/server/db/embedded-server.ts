/**
 * Starts the embedded database in its own thread (src/server/db/embedded-worker.ts, decision 0065) and answers the
 * connection string the app's `pg` pool uses: a unix socket in a private temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EmbeddedWorkerData, EmbeddedWorkerMessage } from './embedded-worker';

export interface EmbeddedServer {
  connectionString: string;
  /** Ends every connection, closes PGlite (it flushes) and the thread. */
  close(): Promise<void>;
}

export async function startEmbeddedServer(pgdata: string): Promise<EmbeddedServer> {
  // A short path: a unix socket's path is limited to about 100 bytes, and DATA_DIR may be long.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'portal-db-'));
  const data: EmbeddedWorkerData = { pgdata, socketPath: path.join(socketDir, '.s.PGSQL.5432') };
  const worker = new Worker(new URL('./embedded-worker.ts', import.meta.url), { workerData: data });
  let closing = false;
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });

  try {
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The embedded database stopped while opening (exit ${code}).`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.on('message', function onMessage(message: EmbeddedWorkerMessage) {
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') reject(new Error(`The embedded database could not open: ${message.message}`));
        else return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        worker.off('exit', onExit);
      });
    });
  } catch (error) {
    await worker.terminate();
    removeSocketDir();
    throw error;
  }

  // Without its database the app can only fail every request: a thread that dies takes the process with it, and a
  // supervisor restarts it (the data folder recovers from its write-ahead log, as after a crash).
  worker.on('error', (error) => {
    console.error('The embedded database failed:', error);
    process.exit(1);
  });
  worker.on('exit', (code) => {
    if (closing) return;
    console.error(`The embedded database stopped unexpectedly (exit ${code}).`);
    process.exit(1);
  });

  return {
    connectionString: `postgresql://postgres@${encodeURIComponent(socketDir)}/postgres`,
    close: async () => {
      if (closing) return;
      closing = true;
      const closed = new Promise<void>((resolve) => {
        worker.on('message', (message: EmbeddedWorkerMessage) => message.type === 'closed' && resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'close' });
      await closed;
      removeSocketDir();
    },
  };
}
