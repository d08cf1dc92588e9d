/**
 * Open event streams never finish by themselves (docs/decisions/0040-live-updates.md): on SIGTERM the real server
 * process ends them first, so it stops at once with exit code 0 instead of waiting out the shutdown timeout and
 * cutting them. A stream on the embedded database also delivers a committed write's event from the real process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, freePort, signIn } from '../../scripts/soak/http-client';
import { startServer } from '../../scripts/soak/server-process';
import { readSse } from '../api/support/sse-client';

let dataDir: string;
const PASSWORD = 'demo-password';

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-live-shutdown-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('ends open event streams on SIGTERM and exits 0 well before the timeout', async () => {
  const port = await freePort();
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    DEMO_PASSWORD: PASSWORD,
    SHUTDOWN_TIMEOUT_MS: '20000',
  });
  try {
    const cookie = await signIn(server.url, 'manager@demo.test', PASSWORD);
    const res = await fetch(`${server.url}/api/events`, { headers: { cookie, origin: server.url } });
    expect(res.status).toBe(200);
    const stream = readSse(res.body!);
    await stream.next((e) => e.event === 'ready');

    const tasks = await call(server.url, '/api/tasks?pageSize=1', { cookie });
    const comment = await call(server.url, `/api/tasks/${tasks.json.items[0].id}/comments`, {
      cookie,
      body: { content: 'Before the restart' },
    });
    expect(comment.status).toBe(201);
    await stream.next((e) => e.data.topic === 'comment' && e.data.id === comment.json.id);

    const stopping = Date.now();
    server.signal('SIGTERM');
    await stream.ended;
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(10_000);
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
  }
});
