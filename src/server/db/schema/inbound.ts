/**
 * Replies by e-mail (docs/decisions/0112-replies-by-e-mail.md): the reply address of each thread and recipient, and
 * the inbound messages already handled, so a message read twice (a restart, two processes) is posted once.
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { belongsTo } from './columns';

/** `<prefix>+<token>@<domain>`: the token names a thread (of a kind) and the one person it was sent to. */
export const replyAddresses = pgTable(
  'reply_addresses',
  {
    token: text('token').primaryKey(),
    /** A thread kind of src/server/inbound/thread-kinds.ts ('project', 'task', 'milestone', ...) or 'unsubscribe'. */
    kind: text('kind').notNull(),
    /** The thread's record id; for 'unsubscribe', the notification kind. */
    threadId: text('thread_id').notNull(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reply_addresses_thread_user_key').on(t.kind, t.threadId, t.userId),
    check('reply_addresses_token_check', sql`${t.token} ~ '^[a-z0-9]{20,40}$'`),
  ],
);

/** Every inbound message handled, by its Message-ID: the claim that makes handling it happen once. */
export const inboundMessages = pgTable('inbound_messages', {
  messageId: text('message_id').primaryKey(),
  /** posted, refused, ignored (a bounce or an auto-reply), unsubscribed. */
  outcome: text('outcome').notNull(),
  userId: text('user_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
