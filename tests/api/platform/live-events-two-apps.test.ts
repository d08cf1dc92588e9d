/**
 * Live updates across app processes (docs/decisions/0040-live-updates.md): two apps on one PostgreSQL database, each
 * with its own hub listening on its own connection; a write through one reaches the streams of the other. On the
 * embedded database only one process can open the data, so this runs with TEST_DATABASE_URL and is skipped otherwise.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '@server/db/client';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { readSse, type SseClient } from '../support/sse-client';
import { testDatabaseUrl } from '../support/test-database';

describe.skipIf(!testDatabaseUrl())('live events between two app processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  const opened: SseClient[] = [];
  let taskId: string;

  async function stream(app: TestApp, email: string) {
    const res = await app.app.request(`${APP_URL}/api/events`, { headers: { cookie: await app.as(email), origin: APP_URL } });
    expect(res.status).toBe(200);
    const s = readSse(res.body!);
    opened.push(s);
    await s.next((e) => e.event === 'ready');
    return s;
  }

  async function listeners(app: TestApp) {
    const [row] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'portal-live-listener'`,
    );
    return Number(row!.n);
  }

  beforeAll(async () => {
    a = await createTestApp();
    const url = (a.database.pool!.options as { connectionString: string }).connectionString;
    // The second "process": its own pool, job runner and hub on the same database.
    const database = await openDatabase({ url });
    b = await createTestApp({ database: { ...database, dispose: () => database.close() } });
    const [task] = await queryRows<{ id: string }>(
      a.database.db,
      // A task the client is shown (decision 0103): only its comments reach their stream.
      sql`select t.id from tasks t join users u on u.client_id = t.client_id join projects p on p.id = t.project_id
        where u.email = ${DEMO_ACCOUNTS.client_primary} and t.client_visible and p.client_sees_tasks order by t.id limit 1`,
    );
    taskId = task!.id;
  });

  afterAll(async () => {
    for (const s of opened) s.close();
    await b.close();
    await a.close();
  });

  it("delivers a comment written through one app to the other's streams, both ways", async () => {
    const onA = await stream(a, DEMO_ACCOUNTS.client_primary);
    const onB = await stream(b, DEMO_ACCOUNTS.manager);
    const viaB = await b.request(`/api/tasks/${taskId}/comments`, {
      cookie: await b.as(DEMO_ACCOUNTS.manager),
      // A staff comment is internal unless shared (decision 0104).
      body: { content: 'From B', internal: false },
    });
    expect(viaB.status, viaB.text).toBe(201);
    await onA.next((e) => e.data.topic === 'comment' && e.data.id === viaB.json.id);
    const viaA = await a.request(`/api/tasks/${taskId}/comments`, {
      cookie: await a.as(DEMO_ACCOUNTS.client_primary),
      body: { content: 'From A' },
    });
    expect(viaA.status, viaA.text).toBe(201);
    await onB.next((e) => e.data.topic === 'comment' && e.data.id === viaA.json.id);
  });

  it('holds one listening connection per process, however many streams it serves', async () => {
    for (let i = 0; i < 5; i++) await stream(a, DEMO_ACCOUNTS.manager);
    expect(await listeners(a)).toBe(2);
    // And one subscriber of its hub: the app's streams, judged per audience (src/server/live/streams.ts).
    expect(a.deps.live.stats().subscribers).toBe(1);
  });

  it('listens again after its connection is dropped, and tells its streams to resync', async () => {
    const s = await stream(a, DEMO_ACCOUNTS.manager);
    const before = a.deps.live.stats().reconnects;
    // Drop both processes' listeners, as a database restart or failover would.
    await a.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = 'portal-live-listener'`);
    await s.next((e) => e.event === 'resync', 10_000);
    expect(a.deps.live.stats().reconnects).toBeGreaterThan(before);
    const viaB = await b.request(`/api/tasks/${taskId}/comments`, {
      cookie: await b.as(DEMO_ACCOUNTS.manager),
      body: { content: 'After the drop' },
    });
    await s.next((e) => e.data.id === viaB.json.id);
  });
});
