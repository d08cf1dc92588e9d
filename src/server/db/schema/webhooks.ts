/**
 * Outgoing webhooks (docs/decisions/0060-outgoing-webhooks.md): the endpoints admins register, the events written in
 * the same transaction as the change they report (an outbox), and one delivery per event and endpoint with its log.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_EVENT_TYPES } from '@shared/webhook-events';
import { WEBHOOK_TEST_EVENT } from '@shared/schemas/webhooks';
import { users } from './auth';
import { belongsTo, oneOf } from './columns';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** The event types it receives; the outbox's one query on every write looks for active endpoints by this. */
    events: text('events').array().notNull(),
    /** The signing secret (whsec_...): kept readable, since every delivery is signed with it. */
    secret: text('secret').notNull(),
    active: boolean('active').notNull().default(true),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    /** The first failed attempt since the last delivered one; 24 hours on, the endpoint is disabled. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // Tiny table; the partial index keeps the hot path's lookup to the active endpoints alone.
    index('webhook_endpoints_active_idx')
      .on(t.id)
      .where(sql`${t.active}`),
    check('webhook_endpoints_events_check', sql`cardinality(${t.events}) > 0`),
  ],
);

/** One row per change reported; its id is the event id receivers dedupe by, the same on every delivery of it. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The record as the API returns it to an admin. */
    data: jsonb('data').notNull(),
  },
  (t) => [
    check('webhook_events_type_check', oneOf(t.type, [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT])),
    index('webhook_events_occurred_idx').on(t.occurredAt),
  ],
);

/** An event's delivery to one endpoint: retried until delivered, failed after 24 hours, or its endpoint disabled. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: belongsTo('event_id', () => webhookEvents.id),
    endpointId: belongsTo('endpoint_id', () => webhookEndpoints.id),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    /** The start of the last answer's body (at most WEBHOOK_RESPONSE_BODY_MAX bytes), so the log shows why it failed. */
    responseBody: text('response_body'),
    /** A Redeliver or a test event, so the log can say so. */
    manual: boolean('manual').notNull().default(false),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    lastTriedAt: timestamp('last_tried_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('webhook_deliveries_status_check', oneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);
