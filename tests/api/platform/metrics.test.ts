/**
 * GET /metrics (docs/decisions/0078-metrics-and-tracing.md): absent without METRICS_TOKEN, refused without the right
 * bearer token, and with it Prometheus's text format: requests by route template (never the raw path), the job queues
 * read from pg-boss's table, open event streams, webhook deliveries by outcome and Node's process figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { createJobQueue, type JobQueue } from '@server/jobs/job-queue';
import { emitWebhookEvent } from '@server/webhooks/outbox';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { startReceiver } from './webhook-receiver';

const TOKEN = 'metrics-token-0123456789abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, JOBS_POLL_SECONDS: '0.5' } });
});
afterAll(() => t.close());

const scrape = (token = TOKEN) => t.request('/metrics', { headers: { authorization: `Bearer ${token}` } });

/** The value of one series: its name and exactly these labels (in prom-client's order), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN: 404, not a screen of the web app', async () => {
    // With a built front end, as in production: every other path is answered by the web app's page.
    const webRoot = path.join(t.dataDir, 'web');
    mkdirSync(webRoot);
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Portal</title>');
    const off = createApp({ ...t.deps, webRoot, env: { ...t.deps.env, METRICS_TOKEN: undefined } });
    expect((await off.request(`${APP_URL}/projects`)).status).toBe(200);
    const res = await off.request(`${APP_URL}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/Portal|http_request_duration_seconds/);
  });

  it('refuses a missing or wrong token with 401', async () => {
    const none = await t.request('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await scrape('metrics-token-0123456789abcdeX');
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain('http_request_duration_seconds');
    // Another credential of the app is not it either.
    const cookie = await t.as(DEMO_ACCOUNTS.admin);
    expect((await t.request('/metrics', { cookie })).status).toBe(401);
  });

  it('counts requests under their route template, a request refused before its route too, unknown paths as one', async () => {
    const cookie = await t.as(DEMO_ACCOUNTS.admin);
    const list = await t.request('/api/tasks?pageSize=1', { cookie });
    const id = list.json.items[0].id as string;
    expect((await t.request(`/api/tasks/${id}`, { cookie })).status).toBe(200);
    expect((await t.request('/api/tasks/00000000-0000-4000-8000-000000000000', { cookie })).status).toBe(404);
    expect((await t.request('/api/tasks')).status).toBe(401);
    expect((await t.request(`/api/no-such-thing/${id}`, { cookie })).status).toBe(404);
    expect((await t.request(`/no/such/page/${id}`)).status).toBe(404);

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.text;
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/tasks/{id}",status="200"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/tasks/{id}",status="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/tasks",status="401"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(2);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/tasks/{id}",status="200"}');
    // No raw path, so no id, ever becomes a label.
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-thing');
    // Node's own figures.
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it('counts webhook deliveries by outcome once recorded', async () => {
    const receiver = await startReceiver();
    try {
      const cookie = await t.as(DEMO_ACCOUNTS.admin);
      const endpoint = await t.request('/api/webhook-endpoints', { cookie, body: { url: receiver.url, events: ['client.created'] } });
      expect(endpoint.status, endpoint.text).toBe(201);
      const delivered = 'portal_webhook_deliveries_total{outcome="delivered"}';
      const before = sample((await scrape()).text, delivered) ?? 0;
      await t.database.db.transaction((tx) => emitWebhookEvent(t.deps, tx, 'client.created', { id: 'c1' }));
      await receiver.waitFor(1);
      // Counted when the outcome is recorded, just after the receiver answered.
      await expect.poll(async () => sample((await scrape()).text, delivered) ?? 0).toBe(before + 1);
    } finally {
      await receiver.close();
    }
  });

  describe('the job queues, read from the database when scraped', () => {
    let queue: JobQueue;
    beforeAll(async () => {
      // No runner takes the jobs below: the app's is stopped, and this queue only adds.
      await t.deps.jobs.stop();
      queue = createJobQueue(t.database, t.deps.log);
      await queue.start();
    });
    afterAll(() => queue.stop());

    it('shows queued, deferred, active and failed jobs per queue, and how long the oldest due one has waited', async () => {
      const before = await scrape();
      for (const state of ['queued', 'deferred', 'active', 'failed']) {
        expect(sample(before.text, `portal_jobs{queue="email.new-lead",state="${state}"}`)).toBe(0);
      }
      expect(sample(before.text, 'portal_jobs_oldest_queued_age_seconds{queue="email.new-lead"}')).toBe(0);

      const now = Date.now();
      await queue.enqueue(t.database.db, 'email.new-lead', { to: 'a@example.test' }, { startAfter: new Date(now - 120_000) });
      await queue.enqueue(t.database.db, 'email.new-lead', { to: 'b@example.test' }, { startAfter: new Date(now - 10_000) });
      await queue.enqueue(t.database.db, 'email.new-lead', { to: 'c@example.test' }, { startAfter: new Date(now + 3600_000) });
      const failed = await queue.enqueue(
        t.database.db,
        'email.new-lead',
        { to: 'd@example.test' },
        { startAfter: new Date(now + 3600_000) },
      );
      await t.database.db.execute(sql`update pgboss.job set state = 'failed' where id = ${failed}::uuid`);

      const after = (await scrape()).text;
      expect(sample(after, 'portal_jobs{queue="email.new-lead",state="queued"}')).toBe(2);
      expect(sample(after, 'portal_jobs{queue="email.new-lead",state="deferred"}')).toBe(1);
      expect(sample(after, 'portal_jobs{queue="email.new-lead",state="failed"}')).toBe(1);
      const age = sample(after, 'portal_jobs_oldest_queued_age_seconds{queue="email.new-lead"}')!;
      expect(age).toBeGreaterThanOrEqual(119);
      expect(age).toBeLessThan(600);
      expect(sample(after, 'portal_jobs{queue="email.invitation",state="queued"}')).toBe(0);
    });
  });

  it('counts the event streams open in this process', async () => {
    const before = sample((await scrape()).text, 'portal_live_streams_open');
    const res = await t.app.request(`${APP_URL}/api/events`, { headers: { cookie: await t.as(DEMO_ACCOUNTS.admin), origin: APP_URL } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    expect(sample((await scrape()).text, 'portal_live_streams_open')).toBe(before! + 1);
    await reader.cancel();
    await expect.poll(async () => sample((await scrape()).text, 'portal_live_streams_open')).toBe(before);
  });
});
