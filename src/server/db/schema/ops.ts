import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { clients } from './clients';

/** Fixed-window counters shared by every app process (sign-in and password-reset limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** What happened, by whom, from where: the overview's Recent Activity and the audit trail. Never updated. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    // Lets client users' and scoped staff's timelines be filtered in SQL.
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    metadata: jsonb('metadata'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_created_at_idx').on(t.createdAt),
    index('activity_log_client_id_idx').on(t.clientId, t.createdAt),
    index('activity_log_actor_id_idx').on(t.actorId, t.createdAt),
    index('activity_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
