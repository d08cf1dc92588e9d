/**
 * Starts the real server (src/server/main.ts) as a child process on 127.0.0.1 and a random port, for the operations
 * tests and the soak scripts. One node process (node --import tsx), so a signal or kill -9 reaches the server itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Every JSON log line the server wrote (stdout and stderr), parsed. */
  logs: Array<Record<string, any>>;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  signal(sig: NodeJS.Signals): void;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<number | null>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function startServer(env: Record<string, string>, options: { readyTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: ServerProcess['logs'] = [];
  const raw: string[] = [];
  let onReady: ((port: number) => void) | null = null;
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      raw.push(line);
      try {
        const entry = JSON.parse(line);
        logs.push(entry);
        if (typeof entry.port === 'number' && String(entry.msg).startsWith('Ready')) onReady?.(entry.port);
      } catch {
        // Not a log line (a start-up failure message): kept in `raw` for the error below.
      }
    }
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${raw.join('\n')}`)), options.readyTimeoutMs ?? 90_000);
    onReady = (p) => {
      clearTimeout(timer);
      resolve(p);
    };
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${raw.join('\n')}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    logs,
    exited,
    signal: (sig) => child.kill(sig),
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
