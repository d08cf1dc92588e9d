/** The access log and the readiness probe: one JSON line per request with its id and user; /readyz follows the database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import type { Database } from '@server/db/client';
import { createLogger } from '@server/log';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('request log', () => {
  it('writes one JSON line per request: method, path without the query, status, duration, request id, user', async () => {
    const lines: string[] = [];
    const app = createApp({ ...t.deps, log: createLogger('info', (line) => lines.push(line)) });
    const cookie = await t.as(DEMO_ACCOUNTS.manager);
    const res = await app.request(`${APP_URL}/api/tasks?q=reset-token-abc123`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const me = await (await app.request(`${APP_URL}/api/me`, { headers: { cookie } })).json();

    const entries = lines.map((l) => JSON.parse(l));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      msg: 'request',
      requestId: res.headers.get('x-request-id'),
      method: 'GET',
      path: '/api/tasks',
      status: 200,
      durationMs: expect.any(Number),
      userId: me.user.id,
    });
    expect(lines.join('\n')).not.toContain('reset-token-abc123');
  });

  it('logs an anonymous request with no user and a refused one with its status', async () => {
    const lines: string[] = [];
    const app = createApp({ ...t.deps, log: createLogger('info', (line) => lines.push(line)) });
    await app.request(`${APP_URL}/api/tasks`);
    expect(JSON.parse(lines[0]!)).toMatchObject({ status: 401, userId: null });
  });

  it('stays quiet below its level', async () => {
    const lines: string[] = [];
    const app = createApp({ ...t.deps, log: createLogger('warn', (line) => lines.push(line)) });
    await app.request(`${APP_URL}/healthz`);
    expect(lines).toEqual([]);
  });
});

describe('readiness', () => {
  it('answers 200 while the database answers, and 503 when it does not', async () => {
    expect((await t.app.request(`${APP_URL}/readyz`)).status).toBe(200);
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const database = { ...t.database, db: { execute: () => Promise.reject(unreachable) } } as unknown as Database;
    const app = createApp({ ...t.deps, database });
    const res = await app.request(`${APP_URL}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable' });
    expect((await app.request(`${APP_URL}/healthz`)).status).toBe(200);
  });
});
