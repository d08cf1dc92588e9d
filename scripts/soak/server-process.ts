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

/** `env.PORT` is required (see freePort), so APP_URL can name it. */
export async function startServer(
  env: Record<string, string> & { PORT: string },
  options: { readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: ServerProcess['logs'] = [];
  const raw: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      raw.push(line);
      try {
        const entry = JSON.parse(line);
        logs.push(entry);
      } catch {
        // Not a log line (a start-up failure message): kept in `raw` for the error below.
      }
    }
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const port = Number(env.PORT);
  // Ready when /healthz answers (the Ready log line may be below LOG_LEVEL).
  const until = Date.now() + (options.readyTimeoutMs ?? 120_000);
  let code: number | null | undefined;
  void exited.then((c) => (code = c));
  for (;;) {
    if (code !== undefined) throw new Error(`The server exited with ${code} before it was ready:\n${raw.join('\n')}`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start in time:\n${raw.join('\n')}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
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
