/** In-app notifications (the bell) and each user's choice of channel per kind. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EMAIL_DELIVERY_MODES, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@shared/schemas/notifications';
import { users } from './auth';
import { belongsTo, oneOf } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A portal path (never an absolute URL): the bell navigates to it, the mail prefixes APP_URL. */
    link: text('link').notNull(),
    // The record it is about, kept without a foreign key: the notification outlives a deleted task as plain text.
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notifications_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
    check('notifications_link_check', sql`${t.link} like '/%'`),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The unread count is polled by every open portal: it reads only this small index.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A row only where the user chose something; a missing row means the default channel. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
    check('notification_preferences_channel_check', oneOf(t.channel, NOTIFICATION_CHANNELS)),
  ],
);

/**
 * How a person gets their notification e-mails: each at once, or one daily digest of what they have not read
 * (docs/decisions/0114-daily-digest-and-one-click-unsubscribe.md). A missing row means at once.
 */
export const notificationDelivery = pgTable(
  'notification_delivery',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull().default('immediate'),
    /** When the last digest was claimed: the next one holds what came after, and a day's digest is claimed once. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('notification_delivery_mode_check', oneOf(t.mode, EMAIL_DELIVERY_MODES))],
);
