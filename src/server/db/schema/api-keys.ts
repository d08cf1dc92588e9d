/**
 * API keys: a user's credentials for scripts (docs/decisions/0059-api-keys.md). Only the SHA-256 of a key is kept; the
 * key itself is shown once when it is made. A revoked key keeps its row, so a script using it is told it was revoked.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { belongsTo } from './columns';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => users.id),
    name: text('name').notNull(),
    /** Hex SHA-256 of the whole key: what a request's key is looked up by. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The key's first characters ('ap_Xk3f9Qa2'), so its owner can tell keys apart. */
    start: text('start').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_id_idx').on(t.userId), check('api_keys_name_check', sql`length(${t.name}) between 1 and 100`)],
);
