/**
 * Settings > Webhooks (docs/decisions/0060-outgoing-webhooks.md): endpoints, their secrets and delivery log. Delivery
 * itself is the job runner's (src/server/webhooks); here a Redeliver or a test event only queues a delivery.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { WebhookEventType } from '@shared/webhook-events';
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryDto,
  type WebhookDeliveryList,
  type WebhookDeliveryListQuery,
  type WebhookEndpointDto,
  type WebhookEndpointInput,
  type WebhookEndpointPatch,
  type WebhookEndpointWithSecret,
} from '@shared/schemas/webhooks';
import type { AppDeps } from '../../context';
import { newestFirst, pageWhere } from '../../db/paging';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import { found, keyed, validationFailed } from '../../errors';
import { checkHost, RefusedTarget } from '../../webhooks/address-guard';
import { queueDeliveries } from '../../webhooks/outbox';
import { eventPayload } from '../../webhooks/payload';
import { newWebhookSecret } from '../../webhooks/signature';

type Deps = Pick<AppDeps, 'database' | 'jobs' | 'env'>;
type EndpointRow = typeof webhookEndpoints.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toDto(row: EndpointRow): WebhookEndpointDto {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    active: row.active,
    disabledAt: iso(row.disabledAt),
    disabledReason: row.disabledReason,
    failingSince: iso(row.failingSince),
    secretHint: `…${row.secret.slice(-4)}`,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * In production a URL must be https and reach a public address (unless WEBHOOKS_ALLOW_PRIVATE_TARGETS): refused here
 * with a message on the field, and checked again at every delivery, since DNS may change.
 */
async function checkUrl(deps: Deps, url: string): Promise<void> {
  const target = new URL(url);
  if (deps.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS) return;
  if (deps.env.NODE_ENV === 'production' && target.protocol !== 'https:') throw validationFailed({ url: 'errors.webhooks.urlStartHttps' });
  try {
    await checkHost(target.hostname);
  } catch (err) {
    if (err instanceof RefusedTarget) throw validationFailed({ url: `URL is not allowed: ${err.message}` });
    throw validationFailed({ url: keyed('errors.webhooks.hostNotFound', { host: target.hostname }) });
  }
}

export async function listEndpoints(deps: Deps) {
  const rows = await deps.database.db
    .select()
    .from(webhookEndpoints)
    .orderBy(...newestFirst(webhookEndpoints));
  return { items: rows.map(toDto) };
}

async function endpointRow(deps: Deps, id: string): Promise<EndpointRow> {
  return found(
    await deps.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)),
    'errors.notFound.webhookEndpoint',
  );
}

export async function getEndpoint(deps: Deps, id: string) {
  return toDto(await endpointRow(deps, id));
}

export async function createEndpoint(deps: Deps, actorId: string, input: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
  await checkUrl(deps, input.url);
  const [row] = await deps.database.db
    .insert(webhookEndpoints)
    .values({
      url: input.url,
      description: input.description,
      events: [...new Set(input.events)],
      secret: newWebhookSecret(),
      createdBy: actorId,
    })
    .returning();
  return { ...toDto(row!), secret: row!.secret };
}

export async function updateEndpoint(deps: Deps, id: string, patch: WebhookEndpointPatch) {
  const current = await endpointRow(deps, id);
  if (patch.url !== undefined && patch.url !== current.url) await checkUrl(deps, patch.url);
  const toggled =
    patch.active === undefined || patch.active === current.active
      ? {}
      : patch.active
        ? { active: true, disabledAt: null, disabledReason: null, failingSince: null }
        : { active: false, disabledAt: new Date(), disabledReason: 'Disabled by an admin.' };
  const [row] = await deps.database.db
    .update(webhookEndpoints)
    .set({
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.events !== undefined ? { events: [...new Set(patch.events)] } : {}),
      ...toggled,
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return toDto(found(row ? [row] : [], 'errors.notFound.webhookEndpoint'));
}

export async function removeEndpoint(deps: Deps, id: string): Promise<void> {
  found(
    await deps.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning({ id: webhookEndpoints.id }),
    'errors.notFound.webhookEndpoint',
  );
}

export async function rollSecret(deps: Deps, id: string): Promise<WebhookEndpointWithSecret> {
  const rows = await deps.database.db
    .update(webhookEndpoints)
    .set({ secret: newWebhookSecret(), updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  const row = found(rows, 'errors.notFound.webhookEndpoint');
  return { ...toDto(row), secret: row.secret };
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  responseStatus: webhookDeliveries.responseStatus,
  durationMs: webhookDeliveries.durationMs,
  error: webhookDeliveries.error,
  responseBody: webhookDeliveries.responseBody,
  occurredAt: webhookEvents.occurredAt,
  data: webhookEvents.data,
  manual: webhookDeliveries.manual,
  nextTryAt: webhookDeliveries.nextTryAt,
  lastTriedAt: webhookDeliveries.lastTriedAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
};

function deliveryDto(row: { [K in keyof typeof deliveryColumns]: (typeof deliveryColumns)[K]['_']['data'] | null }): WebhookDeliveryDto {
  const { occurredAt, data, ...rest } = row;
  return {
    ...(rest as Omit<WebhookDeliveryDto, 'nextTryAt' | 'lastTriedAt' | 'deliveredAt' | 'createdAt' | 'payload'>),
    payload: eventPayload({ id: row.eventId!, type: row.eventType!, occurredAt: occurredAt!, data }),
    nextTryAt: iso(row.nextTryAt),
    lastTriedAt: iso(row.lastTriedAt),
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt!.toISOString(),
  };
}

export async function listDeliveries(deps: Deps, endpointId: string, query: WebhookDeliveryListQuery): Promise<WebhookDeliveryList> {
  await endpointRow(deps, endpointId);
  const db = deps.database.db;
  // Filtered in SQL, so the page and its total are of the matching deliveries; the type through the events' ids keeps
  // the count to the deliveries table.
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
    query.eventType
      ? inArray(
          webhookDeliveries.eventId,
          db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.type, query.eventType)),
        )
      : undefined,
  );
  return pageWhere(db, webhookDeliveries, where, query, async (limit, offset) => {
    const rows = await db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(...newestFirst(webhookDeliveries))
      .limit(limit)
      .offset(offset);
    return rows.map(deliveryDto);
  });
}

async function deliveryById(deps: Deps, id: string): Promise<WebhookDeliveryDto> {
  const rows = await deps.database.db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, id));
  return deliveryDto(found(rows, 'errors.notFound.webhookDelivery'));
}

/** A new delivery of the same event to the same endpoint; even a disabled endpoint's, to test a fix before enabling. */
export async function redeliver(deps: Deps, deliveryId: string): Promise<WebhookDeliveryDto> {
  const id = await deps.database.db.transaction(async (tx) => {
    const original = found(
      await tx
        .select({ eventId: webhookDeliveries.eventId, endpointId: webhookDeliveries.endpointId })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, deliveryId)),
      'errors.notFound.webhookDelivery',
    );
    const [created] = await queueDeliveries(deps.jobs, tx, original.eventId, [original.endpointId], true);
    return created!;
  });
  return deliveryById(deps, id);
}

export async function sendTestEvent(deps: Deps, endpointId: string): Promise<WebhookDeliveryDto> {
  const endpoint = await endpointRow(deps, endpointId);
  const id = await deps.database.db.transaction(async (tx) => {
    const [event] = await tx
      .insert(webhookEvents)
      .values({
        type: WEBHOOK_TEST_EVENT,
        data: { message: 'A test event from Settings > Webhooks.', endpointId: endpoint.id, url: endpoint.url },
      })
      .returning({ id: webhookEvents.id });
    const [created] = await queueDeliveries(deps.jobs, tx, event!.id, [endpoint.id], true);
    return created!;
  });
  return deliveryById(deps, id);
}
