/**
 * A change's webhook event with the changed record as its payload (docs/decisions/0061-webhook-events-from-every-change.md).
 * The record is read, in the change's transaction, only when some active endpoint listens for the event: a write
 * nobody subscribed to costs one indexed query, not a second read of what it wrote.
 */
import { and, arrayContains, eq } from 'drizzle-orm';
import type { WebhookEventType } from '../../shared/webhook-events';
import { webhookEndpoints } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import type { JobQueue } from '../jobs/job-queue';
import { emitWebhookEvent } from './outbox';

export type EventDeps = { jobs: JobQueue };

/** Whether an active endpoint receives `type`: a bulk write asks once, then emits per record only when one does. */
export async function hasListener(tx: DbOrTx, type: WebhookEventType): Promise<boolean> {
  const [listening] = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), arrayContains(webhookEndpoints.events, [type])))
    .limit(1);
  return listening !== undefined;
}

export async function emitRecordEvent(deps: EventDeps, tx: DbOrTx, type: WebhookEventType, load: () => Promise<object>): Promise<void> {
  if (!(await hasListener(tx, type))) return;
  await emitWebhookEvent(deps, tx, type, (await load()) as Record<string, unknown>);
}
