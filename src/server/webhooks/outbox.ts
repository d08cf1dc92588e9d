/**
 * The webhook outbox (docs/decisions/0060-outgoing-webhooks.md): a feature calls `emitWebhookEvent` inside the
 * transaction of its change, so the event, its deliveries and their jobs commit with the change or not at all. The job
 * runner delivers them later; nothing here waits on a receiver.
 */
import { and, arrayContains, eq } from 'drizzle-orm';
import type { WebhookEventType } from '../../shared/webhook-events';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import type { JobQueue } from '../jobs/job-queue';

export const WEBHOOK_DELIVERY_QUEUE = 'webhooks.deliver' as const;

/**
 * Records one event of `type` with `data` (the record as the API returns it to an admin) for every active endpoint
 * subscribed to it. Writes happen on hot paths: with no such endpoint this is one indexed query and nothing more.
 * It throws like any write of the transaction: an event that cannot be stored must not leave its change unreported.
 */
export async function emitWebhookEvent(
  deps: { jobs: JobQueue },
  tx: DbOrTx,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), arrayContains(webhookEndpoints.events, [type])));
  if (endpoints.length === 0) return;
  const [event] = await tx.insert(webhookEvents).values({ type, data }).returning({ id: webhookEvents.id });
  await queueDeliveries(
    deps.jobs,
    tx,
    event!.id,
    endpoints.map((e) => e.id),
    false,
  );
}

/** A delivery row and its job per endpoint, in `tx`; also used by Redeliver and the test event (`manual`). */
export async function queueDeliveries(
  jobs: JobQueue,
  tx: DbOrTx,
  eventId: string,
  endpointIds: string[],
  manual: boolean,
): Promise<string[]> {
  const now = new Date();
  const rows = await tx
    .insert(webhookDeliveries)
    .values(endpointIds.map((endpointId) => ({ eventId, endpointId, manual, nextTryAt: now })))
    .returning({ id: webhookDeliveries.id });
  for (const row of rows) await jobs.enqueue(tx, WEBHOOK_DELIVERY_QUEUE, { deliveryId: row.id });
  return rows.map((r) => r.id);
}
