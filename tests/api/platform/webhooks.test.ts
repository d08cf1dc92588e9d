/**
 * Outgoing webhooks (docs/decisions/0060-outgoing-webhooks.md, 0071, docs/product.md "Webhooks"): an event written in a
 * change's transaction reaches a real local receiver once, signed as Standard Webhooks (every delivery verified by the
 * `standardwebhooks` and `svix` libraries and by the manual check of docs/product.md), is retried after a 500, can be
 * redelivered with the same event id; an endpoint failing for 24 hours is disabled and admins are told. Private
 * addresses, the API reference and secrets from before standard base64: webhook-endpoints.test.ts.
 */
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { emitWebhookEvent } from '@server/webhooks/outbox';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { startReceiver } from './webhook-receiver';
import { expectRefused, expectVerified, flat } from './webhook-signatures';
import { deliveries, emit, nothingLeftToSend, register, until } from './webhooks-helpers';

describe('webhook delivery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JOBS_RETRY_DELAY_SECONDS: '1', JOBS_POLL_SECONDS: '0.5' } });
  });
  afterAll(() => t.close());

  it('with no subscribed endpoint, an event writes nothing', async () => {
    await emit(t, 'task.created', { id: 'x' });
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from webhook_events`);
    expect(row!.n).toBe(0);
  });

  it('delivers once, signed, with the event id, type, time and record; the log shows it delivered', async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await register(t, receiver.url);
      expect(endpoint.secret).toMatch(/^whsec_/);
      // The secret is shown once: the list carries only its hint.
      const list = await t.request('/api/webhook-endpoints', { cookie: await t.as(DEMO_ACCOUNTS.admin) });
      expect(JSON.stringify(list.json)).not.toContain(endpoint.secret);

      const before = Math.floor(Date.now() / 1000);
      await emit(t, 'client.created', { id: 'c1', name: 'Piñon Ridge Academy' });
      // Only subscribed types go out: this one is not.
      await emit(t, 'task.created', { id: 't1' });
      const [got] = await receiver.waitFor(1);
      const timestamp = String(got!.headers['webhook-timestamp']);
      expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
      expectVerified(endpoint.secret, got!);
      expectRefused(endpoint.secret, got!);
      expect(got!.headers['content-type']).toBe('application/json');
      const body = JSON.parse(got!.body);
      expect(body).toMatchObject({ type: 'client.created', data: { id: 'c1', name: 'Piñon Ridge Academy' } });
      expect(got!.headers['webhook-id']).toBe(body.id);
      expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);

      const log = await until(
        () => deliveries(t, endpoint.id),
        (d) => d[0]?.status === 'delivered',
      );
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ eventId: body.id, attempts: 1, responseStatus: 200, manual: false });
      await nothingLeftToSend(t, endpoint.id);
      expect(receiver.received).toHaveLength(1);

      // Redeliver: a new delivery of the same event, same event id.
      const again = await t.request(`/api/webhook-deliveries/${log[0]!.id}/redeliver`, {
        method: 'POST',
        cookie: await t.as(DEMO_ACCOUNTS.admin),
      });
      expect(again.status).toBe(201);
      const [, second] = await receiver.waitFor(2);
      expectVerified(endpoint.secret, second!);
      expect(second!.headers['webhook-id']).toBe(body.id);
      expect(JSON.parse(second!.body).id).toBe(body.id);
      const after = await until(
        () => deliveries(t, endpoint.id),
        (d) => d.length === 2 && d.every((x) => x.status === 'delivered'),
      );
      expect(after[0]!.manual).toBe(true);

      // A test event reaches this endpoint alone.
      const test = await t.request(`/api/webhook-endpoints/${endpoint.id}/test`, {
        method: 'POST',
        cookie: await t.as(DEMO_ACCOUNTS.admin),
      });
      expect(test.status).toBe(201);
      const [, , third] = await receiver.waitFor(3);
      expect(JSON.parse(third!.body).type).toBe('webhook.test');
      expectVerified(endpoint.secret, third!);

      // Rolling the secret: the next delivery is signed with the new one.
      const rolled = await t.request(`/api/webhook-endpoints/${endpoint.id}/roll-secret`, {
        method: 'POST',
        cookie: await t.as(DEMO_ACCOUNTS.admin),
      });
      expect(rolled.json.secret).not.toBe(endpoint.secret);
      await emit(t, 'client.created', { id: 'c2' });
      const [, , , fourth] = await receiver.waitFor(4);
      expectVerified(rolled.json.secret, fourth!);
      // The old secret stops at once.
      expect(() => new StandardWebhook(endpoint.secret).verify(fourth!.body, flat(fourth!.headers))).toThrow(/signature/i);
      await t.request(`/api/webhook-endpoints/${endpoint.id}`, { method: 'DELETE', cookie: await t.as(DEMO_ACCOUNTS.admin) });
    } finally {
      await receiver.close();
    }
  });

  it('the log shows the payload sent and the start of each answer, filtered by outcome and event type in pages', async () => {
    const receiver = await startReceiver(() => ({ status: 202, body: '{"received":true}' }));
    try {
      const endpoint = await register(t, receiver.url, ['client.created', 'task.created']);
      await emit(t, 'client.created', { id: 'c-log', name: 'Log Client' });
      await until(
        () => deliveries(t, endpoint.id),
        (d) => d[0]?.status === 'delivered',
      );
      await emit(t, 'task.created', { id: 't-log' });
      await receiver.waitFor(2);
      const cookie = await t.as(DEMO_ACCOUNTS.admin);
      const all = await until(
        () => deliveries(t, endpoint.id),
        (d) => d.length === 2 && d.every((x) => x.status === 'delivered'),
      );
      const client = all.find((d) => d.eventType === 'client.created')!;
      // The payload is exactly the body the receiver got.
      const sent = receiver.received.find((r) => JSON.parse(r.body).type === 'client.created')!;
      expect(client.payload).toEqual(JSON.parse(sent.body));
      expect(client.responseBody).toBe('{"received":true}');

      const filtered = async (query: string) => {
        const res = await t.request(`/api/webhook-endpoints/${endpoint.id}/deliveries?${query}`, { cookie });
        expect(res.status, res.text).toBe(200);
        return res.json as { items: { eventType: string; status: string }[]; total: number };
      };
      expect((await filtered('eventType=task.created')).items.map((d) => d.eventType)).toEqual(['task.created']);
      expect((await filtered('eventType=task.created')).total).toBe(1);
      expect((await filtered('status=failed')).total).toBe(0);
      expect((await filtered('status=delivered&eventType=client.created')).total).toBe(1);
      const paged = await filtered('status=delivered&pageSize=1&page=2');
      expect(paged).toMatchObject({ total: 2, items: [{ status: 'delivered' }] });
      const bad = await t.request(`/api/webhook-endpoints/${endpoint.id}/deliveries?status=lost&eventType=task.deleted`, { cookie });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.json.error.fields).sort()).toEqual(['eventType', 'status']);
      await t.request(`/api/webhook-endpoints/${endpoint.id}`, { method: 'DELETE', cookie });
    } finally {
      await receiver.close();
    }
  });

  it('keeps the first 4 KB of a failed answer', async () => {
    const page = `<h1>Internal error</h1>${'é'.repeat(5000)}`;
    const receiver = await startReceiver(() => ({ status: 500, body: page }));
    try {
      const endpoint = await register(t, receiver.url);
      await emit(t, 'client.created', { id: 'c-fail' });
      const [log] = await until(
        () => deliveries(t, endpoint.id),
        (d) => (d[0]?.attempts ?? 0) >= 1,
      );
      const body = log!.responseBody!;
      expect(log!.responseStatus).toBe(500);
      expect(log!.error).toBe('HTTP 500');
      expect(body.startsWith('<h1>Internal error</h1>éé')).toBe(true);
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(4096);
      expect(Buffer.byteLength(body)).toBeGreaterThan(4090);
      // A receiver that failed is filtered as failed or retrying, whichever it is now.
      const res = await t.request(`/api/webhook-endpoints/${endpoint.id}/deliveries?status=${log!.status}`, {
        cookie: await t.as(DEMO_ACCOUNTS.admin),
      });
      expect(res.json.total).toBe(1);
      await t.request(`/api/webhook-endpoints/${endpoint.id}`, { method: 'DELETE', cookie: await t.as(DEMO_ACCOUNTS.admin) });
    } finally {
      await receiver.close();
    }
  });

  it('an event in a transaction that rolls back is never sent', async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await register(t, receiver.url);
      await t.database.db
        .transaction(async (tx) => {
          await emitWebhookEvent(t.deps, tx, 'client.created', { id: 'gone' });
          tx.rollback();
        })
        .catch(() => {});
      await emit(t, 'client.created', { id: 'kept' });
      await receiver.waitFor(1);
      await nothingLeftToSend(t, endpoint.id);
      expect(receiver.received.map((r) => JSON.parse(r.body).data.id)).toEqual(['kept']);
      await t.request(`/api/webhook-endpoints/${endpoint.id}`, { method: 'DELETE', cookie: await t.as(DEMO_ACCOUNTS.admin) });
    } finally {
      await receiver.close();
    }
  });

  it('retries after a 500 and then delivers once', async () => {
    const receiver = await startReceiver((n) => (n === 1 ? 500 : 204));
    try {
      const endpoint = await register(t, receiver.url);
      await emit(t, 'client.created', { id: 'c3' });
      const log = await until(
        () => deliveries(t, endpoint.id),
        (d) => d[0]?.status === 'delivered',
      );
      expect(log[0]).toMatchObject({ attempts: 2, responseStatus: 204, error: null });
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[0]!.headers['webhook-id']).toBe(receiver.received[1]!.headers['webhook-id']);
      // Each attempt is signed afresh, and each verifies.
      for (const got of receiver.received) expectVerified(endpoint.secret, got);
      await nothingLeftToSend(t, endpoint.id);
      expect(receiver.received).toHaveLength(2);
      const [endpointRow] = await queryRows<{ failing_since: string | null }>(
        t.database.db,
        sql`select failing_since from webhook_endpoints where id = ${endpoint.id}`,
      );
      expect(endpointRow!.failing_since).toBeNull();
      await t.request(`/api/webhook-endpoints/${endpoint.id}`, { method: 'DELETE', cookie: await t.as(DEMO_ACCOUNTS.admin) });
    } finally {
      await receiver.close();
    }
  });

  it('an endpoint that has failed for 24 hours is disabled and every admin is told', async () => {
    const receiver = await startReceiver(() => 503);
    try {
      const endpoint = await register(t, receiver.url);
      // Its failures began 25 hours ago (the clock is driven through the row, not waited for).
      await t.database.db.execute(sql`update webhook_endpoints set failing_since = now() - interval '25 hours' where id = ${endpoint.id}`);
      await emit(t, 'client.created', { id: 'c4' });
      await receiver.waitFor(1);
      const row = await until(
        async () =>
          (
            await queryRows<{ active: boolean; disabled_reason: string | null }>(
              t.database.db,
              sql`select active, disabled_reason from webhook_endpoints where id = ${endpoint.id}`,
            )
          )[0]!,
        (r) => !r.active,
      );
      expect(row.disabled_reason).toMatch(/24 hours/);
      const log = await deliveries(t, endpoint.id);
      expect(log[0]).toMatchObject({ status: 'failed', responseStatus: 503, attempts: 1 });
      const told = await queryRows<{ email: string }>(
        t.database.db,
        sql`
        select u.email from notifications n join users u on u.id = n.user_id
        where n.kind = 'webhook_disabled' and n.entity_id = ${endpoint.id} order by u.email`,
      );
      expect(told.map((r) => r.email)).toEqual(expect.arrayContaining([DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.super_admin]));
      expect(told.map((r) => r.email)).not.toContain(DEMO_ACCOUNTS.manager);
      // A disabled endpoint receives nothing more.
      // Deliveries are written with the event, for active endpoints only: none was for this one, none will be.
      await emit(t, 'client.created', { id: 'c5' });
      expect(await deliveries(t, endpoint.id)).toHaveLength(1);
      await nothingLeftToSend(t, endpoint.id);
      expect(receiver.received).toHaveLength(1);
      // Redeliver still reaches it, to check a fix; a failure then is final, not retried.
      const again = await t.request(`/api/webhook-deliveries/${log[0]!.id}/redeliver`, {
        method: 'POST',
        cookie: await t.as(DEMO_ACCOUNTS.admin),
      });
      expect(again.status).toBe(201);
      await receiver.waitFor(2);
      const manual = await until(
        () => deliveries(t, endpoint.id),
        (d) => d[0]?.attempts === 1,
      );
      expect(manual[0]).toMatchObject({ manual: true, status: 'failed', responseStatus: 503 });
      await nothingLeftToSend(t, endpoint.id);
      expect(receiver.received).toHaveLength(2);
      // Enabling it again clears its record.
      const enabled = await t.request(`/api/webhook-endpoints/${endpoint.id}`, {
        method: 'PATCH',
        cookie: await t.as(DEMO_ACCOUNTS.admin),
        body: { active: true },
      });
      expect(enabled.json).toMatchObject({ active: true, failingSince: null, disabledReason: null });
    } finally {
      await receiver.close();
    }
  });

  it('a slow receiver never slows the request whose change it reports', async () => {
    const receiver = await startReceiver(() => 200, 3000);
    try {
      const endpoint = await register(t, receiver.url);
      const cookie = await t.as(DEMO_ACCOUNTS.admin);
      // Straight to the app, not through the harness's request, which waits for the queue after each write.
      const started = performance.now();
      const res = await t.app.request(`${APP_URL}/api/webhook-endpoints/${endpoint.id}/test`, {
        method: 'POST',
        headers: { cookie, origin: APP_URL },
      });
      const took = performance.now() - started;
      expect(res.status).toBe(201);
      expect(took).toBeLessThan(1000);
      await receiver.waitFor(1);
      const log = await until(
        () => deliveries(t, endpoint.id),
        (d) => d[0]?.status === 'delivered',
      );
      expect(log[0]!.attempts).toBe(1);
      await t.request(`/api/webhook-endpoints/${endpoint.id}`, { method: 'DELETE', cookie });
    } finally {
      await receiver.close();
    }
  });

  it('refuses bad input per field', async () => {
    const cookie = await t.as(DEMO_ACCOUNTS.admin);
    const res = await t.request('/api/webhook-endpoints', { cookie, body: { url: 'ftp://x', events: [] } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(['events', 'url']);
    const unknown = await t.request('/api/webhook-endpoints', { cookie, body: { url: 'https://example.com/h', events: ['task.deleted'] } });
    expect(unknown.status).toBe(400);
  });

  it('is for admins only', async () => {
    for (const role of ['manager', 'developer', 'support', 'client_primary'] as const) {
      const res = await t.request('/api/webhook-endpoints', { cookie: await t.as(DEMO_ACCOUNTS[role]) });
      expect(res.status, role).toBe(403);
    }
    const res = await t.request('/api/webhook-endpoints', { cookie: await t.as(DEMO_ACCOUNTS.super_admin) });
    expect(res.status).toBe(200);
  });
});
