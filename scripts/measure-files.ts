/**
 * Measures a 25 MB shared file's upload and download against a real server process: the time each takes and how much
 * the server's resident memory (RSS) grows above what it was before, sampled every 10 ms from /proc (Linux).
 *
 *   npx tsx scripts/measure-files.ts [--port 3499] [--s3]
 *
 * It starts `src/server/main.ts` on a fresh embedded database in a temporary folder (the demo is seeded), signs in as
 * the demo manager and shares the file on a task. With --s3 the file goes to an in-process S3 server (s3rver).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3499' }, s3: { type: 'boolean', default: false } } });
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const SIZE = 25 * 1024 * 1024;

const rssOf = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]) * 1024;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-measure-'));
  let s3: { env: Record<string, string>; close: () => Promise<void> } | null = null;
  if (values.s3) s3 = await (await import('../tests/api/support/s3-server')).startS3Server();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...s3?.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 600) throw new Error('The server did not start.');
      await new Promise((r) => setTimeout(r, 200));
    }
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'manager@demo.test', password: 'demo-password' }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const tasks = (await (await fetch(`${base}/api/tasks?pageSize=1`, { headers: { cookie } })).json()) as { items: { id: string }[] };
    const taskId = tasks.items[0]!.id;

    const bytes = Buffer.alloc(SIZE);
    for (let i = 0; i < SIZE; i += 4) bytes.writeUInt32LE((i * 2654435761) >>> 0, i);
    Buffer.from('%PDF-1.7\n').copy(bytes);

    const pid = server.pid!;
    // Let start-up's garbage settle before the baseline.
    await new Promise((r) => setTimeout(r, 2000));
    const measure = async <T>(work: () => Promise<T>) => {
      const before = rssOf(pid);
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
      const started = performance.now();
      const result = await work();
      const ms = performance.now() - started;
      clearInterval(timer);
      peak = Math.max(peak, rssOf(pid));
      return { result, ms, before, growth: peak - before };
    };

    const up = await measure(async () => {
      const form = new FormData();
      form.append('file', new File([bytes], 'measure.pdf', { type: 'application/pdf' }));
      const res = await fetch(`${base}/api/files?entityType=task&entityId=${taskId}`, {
        method: 'POST',
        headers: { cookie, origin: base },
        body: form,
      });
      if (res.status !== 201) throw new Error(`Upload answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { id: string };
    });
    const down = await measure(async () => {
      const res = await fetch(`${base}/api/files/${up.result.id}/download`, { headers: { cookie } });
      let got = 0;
      for await (const chunk of res.body!) got += (chunk as Uint8Array).length;
      if (got !== SIZE) throw new Error(`Downloaded ${got} bytes, not ${SIZE}.`);
      return got;
    });
    const tooLarge = await measure(async () => {
      const form = new FormData();
      form.append('file', new File([bytes, Buffer.alloc(1024 * 1024)], 'too-large.pdf'));
      const res = await fetch(`${base}/api/files?entityType=task&entityId=${taskId}`, {
        method: 'POST',
        headers: { cookie, origin: base },
        body: form,
      });
      return res.status;
    });

    const rate = (ms: number) => `${(SIZE / 1024 / 1024 / (ms / 1000)).toFixed(0)} MB/s`;
    console.log(`store: ${values.s3 ? 'S3 (s3rver, in process)' : 'folder (DATA_DIR/files)'}; file: ${mb(SIZE)}`);
    console.log(`upload:   ${up.ms.toFixed(0)} ms (${rate(up.ms)}), server RSS ${mb(up.before)} + peak growth ${mb(up.growth)}`);
    console.log(`download: ${down.ms.toFixed(0)} ms (${rate(down.ms)}), server RSS ${mb(down.before)} + peak growth ${mb(down.growth)}`);
    console.log(
      `26 MB upload refused with ${tooLarge.result} in ${tooLarge.ms.toFixed(0)} ms, server RSS peak growth ${mb(tooLarge.growth)}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
