/**
 * SIGTERM on the real server process: a request in flight is answered, new connections are refused, the database is
 * closed (its folder lock released, its data intact on the next start), and the process exits 0. A request that
 * outlives the timeout is cut and the exit code says so.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../fake-stripe';
import { call, freePort, signIn } from '../../scripts/soak/http-client';
import { startServer } from '../../scripts/soak/server-process';

let fake: FakeStripe;
let dataDir: string;
const PASSWORD = 'demo-password';

async function boot(extra: Record<string, string> = {}) {
  const port = await freePort();
  return startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    DEMO_PASSWORD: PASSWORD,
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_API_BASE: fake.url,
    ...extra,
  });
}

async function firstClientId(base: string, cookie: string): Promise<string> {
  const list = await call(base, '/api/clients?pageSize=5', { cookie });
  expect(list.status).toBe(200);
  return list.json.items[0].id;
}

async function waitFor(check: () => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

beforeAll(async () => {
  fake = await startFakeStripe();
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-shutdown-'));
});
afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new ones, closes the database and exits 0', async () => {
    const server = await boot();
    try {
      const cookie = await signIn(server.url, 'admin@demo.test', PASSWORD);
      const clientId = await firstClientId(server.url, cookie);
      // Stripe answers slowly, so the request is certainly in flight when SIGTERM arrives.
      fake.delay('/v1/customers', 1500);
      const seen = fake.requests.length;
      const slow = call(server.url, `/api/clients/${clientId}/stripe-customer`, { body: {}, cookie });
      await waitFor(() => fake.requests.length > seen);
      server.signal('SIGTERM');
      // The server stops listening in the same tick as it logs this, so from the line on a new connection is refused.
      await waitFor(() => server.logs.some((l) => /^Shutting down/.test(l.msg)));
      await expect(fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();

      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(answer.json.stripeCustomerId ?? JSON.stringify(answer.json)).toMatch(/cus_fake/);
      expect(await server.exited).toBe(0);
      expect(server.logs.map((l) => l.msg)).toEqual(expect.arrayContaining([expect.stringMatching(/^Shutting down/), 'Stopped.']));
      expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      fake.delay('/v1/customers', 0);
    }

    // The write made during the shutdown is there on the next start.
    const again = await boot();
    try {
      const cookie = await signIn(again.url, 'admin@demo.test', PASSWORD);
      const clientId = await firstClientId(again.url, cookie);
      const billing = await call(again.url, `/api/clients/${clientId}/stripe-customer`, { body: {}, cookie });
      expect(JSON.stringify(billing.json)).toMatch(/cus_fake/);
      expect(fake.customers.size).toBe(1);
      expect(await again.stop()).toBe(0);
    } finally {
      again.child.kill('SIGKILL');
    }
  });

  it('cuts a request that outlives the timeout and exits 1', async () => {
    const server = await boot({ SHUTDOWN_TIMEOUT_MS: '300' });
    try {
      const cookie = await signIn(server.url, 'admin@demo.test', PASSWORD);
      const list = await call(server.url, '/api/clients?pageSize=5', { cookie });
      const clientId = list.json.items[1].id;
      fake.delay('/v1/customers', 5000);
      const seen = fake.requests.length;
      const stuck = call(server.url, `/api/clients/${clientId}/stripe-customer`, { body: {}, cookie }).catch((e: Error) => e);
      await waitFor(() => fake.requests.length > seen);
      server.signal('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(await stuck).toBeInstanceOf(Error);
      expect(server.logs.some((l) => l.level === 'warn' && /shutdown timeout/.test(l.msg))).toBe(true);
    } finally {
      server.child.kill('SIGKILL');
      fake.delay('/v1/customers', 0);
    }
  });
});
