/**
 * The webhooks.deliver job (docs/decisions/0060-outgoing-webhooks.md): one attempt of one delivery. The delivery keeps
 * its own schedule: a failed attempt records itself and queues the next one (exponential backoff) in one transaction,
 * so pg-boss's retries are left for the app's own errors. After 24 hours of failures the delivery is failed; an
 * endpoint that has failed without a break for 24 hours is disabled and the admins are told.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { ROLES } from '../../shared/roles';
import { can } from '../../shared/permissions';
import type { AppDeps } from '../context';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import type { JobHandler } from '../jobs/job-queue';
import { countWebhookOutcome, type WebhookOutcome } from '../metrics/webhook-outcomes';
import { notify } from '../notifications/notify';
import { WEBHOOK_DELIVERY_QUEUE } from './outbox';
import { eventPayload } from './payload';
import { sendWebhook, type AttemptResult } from './send';

export const RETRY_WINDOW_MS = 24 * 3600_000;
const MAX_RETRY_DELAY_MS = 3600_000;

export type DeliverDeps = Pick<AppDeps, 'database' | 'jobs' | 'env' | 'log'>;

/** The wait before attempt `attempts + 1`: the jobs' first retry delay, doubled each time, at most an hour, with jitter. */
export function retryDelayMs(attempts: number, firstDelaySeconds: number): number {
  const base = Math.min(firstDelaySeconds * 1000 * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
  return Math.round(base * (0.8 + Math.random() * 0.2));
}

export function webhookDeliveryHandler(deps: DeliverDeps, options: { timeoutMs?: number } = {}): JobHandler {
  return async (job: Job<Record<string, unknown>>) => {
    const deliveryId = String(job.data.deliveryId ?? '');
    const db = deps.database.db;
    const [row] = await db
      .select({
        status: webhookDeliveries.status,
        eventId: webhookEvents.id,
        type: webhookEvents.type,
        occurredAt: webhookEvents.occurredAt,
        data: webhookEvents.data,
        endpointId: webhookEndpoints.id,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
        active: webhookEndpoints.active,
        manual: webhookDeliveries.manual,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    // Deleted with its endpoint, or already settled: a repeated job never sends a delivered event again.
    if (!row || row.status === 'delivered' || row.status === 'failed') return;
    // A disabled endpoint gets only what an admin sends by hand (Redeliver, test event), to check a fix.
    if (!row.active && !row.manual) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', nextTryAt: null, error: 'The endpoint is disabled.' })
        .where(eq(webhookDeliveries.id, deliveryId));
      countWebhookOutcome('failed');
      return;
    }
    const body = JSON.stringify(eventPayload({ id: row.eventId, type: row.type, occurredAt: row.occurredAt, data: row.data }));
    const result = await sendWebhook(
      { url: row.url, secret: row.secret, eventId: row.eventId, body, timestamp: Math.floor(Date.now() / 1000) },
      { allowPrivate: deps.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS, timeoutMs: options.timeoutMs },
    );
    await record(deps, deliveryId, row.endpointId, row.url, result);
  };
}

async function record(deps: DeliverDeps, deliveryId: string, endpointId: string, url: string, result: AttemptResult) {
  const now = new Date();
  const attempt = {
    attempts: sql`${webhookDeliveries.attempts} + 1`,
    responseStatus: result.status,
    durationMs: result.durationMs,
    error: result.error?.slice(0, 500) ?? null,
    responseBody: result.responseBody,
    lastTriedAt: now,
  };
  // Counted once committed: a rolled-back record is tried again, not an outcome.
  const outcome = await deps.database.db.transaction(async (tx): Promise<WebhookOutcome | null> => {
    if (result.ok) {
      await tx
        .update(webhookDeliveries)
        .set({ ...attempt, status: 'delivered', deliveredAt: now, nextTryAt: null })
        .where(eq(webhookDeliveries.id, deliveryId));
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpointId));
      return 'delivered';
    }
    const [delivery] = await tx
      .update(webhookDeliveries)
      .set(attempt)
      .where(eq(webhookDeliveries.id, deliveryId))
      .returning({ attempts: webhookDeliveries.attempts, createdAt: webhookDeliveries.createdAt });
    // Deleted with its endpoint during the attempt: nothing is left to record.
    if (!delivery) return null;
    // The endpoint's failure clock starts at its first failure since it last answered 2xx.
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning({ failingSince: webhookEndpoints.failingSince, active: webhookEndpoints.active });
    if (endpoint?.active && endpoint.failingSince && now.getTime() - endpoint.failingSince.getTime() >= RETRY_WINDOW_MS) {
      await disableEndpoint(deps, tx, endpointId, url, now);
      return 'failed';
    }
    const next = new Date(now.getTime() + retryDelayMs(delivery.attempts, deps.env.JOBS_RETRY_DELAY_SECONDS));
    // A manual attempt at a disabled endpoint is not retried: the admin sees the answer and tries again by hand.
    if (!endpoint?.active || next.getTime() - delivery.createdAt.getTime() > RETRY_WINDOW_MS) {
      await tx.update(webhookDeliveries).set({ status: 'failed', nextTryAt: null }).where(eq(webhookDeliveries.id, deliveryId));
      return 'failed';
    }
    await tx.update(webhookDeliveries).set({ status: 'retrying', nextTryAt: next }).where(eq(webhookDeliveries.id, deliveryId));
    await deps.jobs.enqueue(tx, WEBHOOK_DELIVERY_QUEUE, { deliveryId }, { startAfter: next });
    return 'retrying';
  });
  if (outcome) countWebhookOutcome(outcome);
}

type Tx = Parameters<Parameters<DeliverDeps['database']['db']['transaction']>[0]>[0];

async function disableEndpoint(deps: DeliverDeps, tx: Tx, endpointId: string, url: string, now: Date) {
  const reason = 'Deliveries failed for 24 hours without a break.';
  await tx
    .update(webhookEndpoints)
    .set({ active: false, disabledAt: now, disabledReason: reason })
    .where(eq(webhookEndpoints.id, endpointId));
  // Its deliveries still waiting stop here; their jobs find them failed and end.
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', nextTryAt: null })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), inArray(webhookDeliveries.status, ['pending', 'retrying'])));
  await notify(
    deps,
    {
      kind: 'webhook_disabled',
      to: { roles: ROLES.filter((role) => can(role, 'webhooks.manage')) },
      actorId: null,
      words: ({ t }) => ({ title: t('mail.kind.webhook_disabled'), body: t('mail.webhookDisabled.body', { url }) }),
      link: '/settings?tab=webhooks',
      entityType: 'webhook_endpoint',
      entityId: endpointId,
    },
    tx,
  );
}
