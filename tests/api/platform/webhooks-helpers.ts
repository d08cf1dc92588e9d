/** Shared steps of the webhook tests: register an endpoint, write an event, read the delivery log, wait for the queue. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '@server/db/client';
import { emitWebhookEvent, WEBHOOK_DELIVERY_QUEUE } from '@server/webhooks/outbox';
import { DEMO_ACCOUNTS, type TestApp } from '../support/harness';

export async function register(t: TestApp, url: string, events: string[] = ['client.created']) {
  const res = await t.request('/api/webhook-endpoints', {
    cookie: await t.as(DEMO_ACCOUNTS.admin),
    body: { url, description: 'Test receiver', events },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; secret: string; secretHint: string };
}

export async function emit(t: TestApp, type: 'client.created' | 'task.created', data: Record<string, unknown>) {
  await t.database.db.transaction((tx) => emitWebhookEvent(t.deps, tx, type, data));
}

export async function deliveries(t: TestApp, endpointId: string) {
  const res = await t.request(`/api/webhook-endpoints/${endpointId}/deliveries`, { cookie: await t.as(DEMO_ACCOUNTS.admin) });
  expect(res.status).toBe(200);
  return res.json.items as {
    id: string;
    eventId: string;
    eventType: string;
    status: string;
    attempts: number;
    responseStatus: number | null;
    error: string | null;
    manual: boolean;
    responseBody: string | null;
    payload: Record<string, unknown>;
  }[];
}

export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`Timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until no delivery job of the endpoint is queued, retrying or running: from then on nothing more can reach its
 * receiver, so a count of what arrived is final. (A retry is a new job, so a second attempt keeps this from settling.)
 */
export async function nothingLeftToSend(t: TestApp, endpointId: string) {
  const left = await until(
    async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from pgboss.job j join webhook_deliveries d on d.id::text = j.data->>'deliveryId'
              where j.name = ${WEBHOOK_DELIVERY_QUEUE} and j.state in ('created', 'retry', 'active') and d.endpoint_id = ${endpointId}`,
        )
      )[0]!.n,
    (n) => n === 0,
  );
  expect(left).toBe(0);
}
