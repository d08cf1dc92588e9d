/**
 * What a user keeps about their own account besides the auth tables: TOTP secrets (better-auth's two-factor plugin),
 * profile pictures, and the workspace-wide security settings an admin sets.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { belongsTo } from './columns';

/** The two-factor plugin's table. Secret and backup codes are stored encrypted by better-auth with AUTH_SECRET. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: belongsTo('user_id', () => users.id),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // The 30-second step of the last authenticator code a sign-in accepted: a code is good for one sign-in only.
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One picture per user, stored in the database so backups and every app process have it. */
export const avatars = pgTable(
  'avatars',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('avatars_content_type_check', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')`)],
);

/** Workspace-wide settings: exactly one row (id = 1). */
export const workspaceSettings = pgTable(
  'workspace_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Staff must enrol a TOTP authenticator before they can use the portal. */
    requireStaffTwoFactor: boolean('require_staff_two_factor').notNull().default(false),
    /** Invoice time takes every unbilled billable entry, not only approved ones (decision 0045). */
    invoiceUnapprovedTime: boolean('invoice_unapproved_time').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('workspace_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * A client user's visits to their dashboard, for "What changed since your last visit" (decision 0110): a load more than
 * half an hour after the one before starts a new visit, and what changed is counted from the last moment of the
 * previous one (`since`). Reloads within a visit keep the same `since`.
 */
export const dashboardVisits = pgTable('dashboard_visits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The dashboard's latest load. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** The end of the visit before this one; null on the first visit. */
  since: timestamp('since', { withTimezone: true }),
});
