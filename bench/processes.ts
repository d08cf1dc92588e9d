/** Servers under test, each in a process of its own (node with tsx, as `npm start` runs it), stopped with SIGTERM. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { FloorCapture } from './floor-capture';

export interface Running {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function startProcess(script: string, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready')) {
        // From here on its log lines (one per request) are read and dropped.
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${out}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const startHello = () => startProcess('bench/hello.ts', {});

/** The floor (bench/floor.ts) on the app's database, replaying the statements captured from the app. */
export const startFloor = (url: string, capture: FloorCapture) =>
  startProcess('bench/floor.ts', { DATABASE_URL: url, FLOOR_CAPTURE: JSON.stringify(capture) });

/** The app on PostgreSQL (url) or on the embedded database in a data folder. */
export function startApp(database: { url: string } | { dataDir: string }, env: Record<string, string> = {}): Promise<Running> {
  return startProcess('src/server/main.ts', {
    ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir, DATABASE_URL: '' }),
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    SIGN_IN_LIMIT_PER_IP: '100000',
    SIGN_IN_LIMIT_PER_ACCOUNT: '100000',
    ...env,
  });
}

/** Signs in and returns the session cookie. */
export async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'demo-password', rememberMe: true }),
  });
  if (!res.ok) throw new Error(`Sign-in as ${email} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
