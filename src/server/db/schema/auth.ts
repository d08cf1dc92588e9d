/**
 * Users and what better-auth needs (sessions, credential accounts, verification tokens). A user row is also the
 * profile of the product (docs/product.md): names, role, status, client company, avatar.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { USER_STATUSES } from '@shared/enums';
import { LANGUAGES, LOCALES } from '@shared/i18n/languages';
import { CLIENT_ROLES, ROLES } from '@shared/roles';
import { clients } from './clients';
import { belongsTo, oneOf, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** better-auth's display name; kept as "first last". */
    name: text('name').notNull(),
    image: text('image'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default('developer'),
    status: text('status').notNull().default('active'),
    // Deleting a client removes its people too: the product's delete says "and all associated data".
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    avatarUrl: text('avatar_url'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The language and locale the person chose (Account Settings); null: their company's, else their browser's. */
    language: text('language'),
    locale: text('locale'),
    /** better-auth's two-factor plugin: set once a TOTP authenticator has been confirmed. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_status_check', oneOf(t.status, USER_STATUSES)),
    check('users_language_check', sql`${t.language} is null or ${oneOf(t.language, LANGUAGES)}`),
    check('users_locale_check', sql`${t.locale} is null or ${oneOf(t.locale, LOCALES)}`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    // Only client users belong to a client company.
    check('users_client_role_check', sql`${t.clientId} is null or ${oneOf(t.role, CLIENT_ROLES)}`),
    index('users_client_id_idx').on(t.clientId),
    index('users_role_idx').on(t.role),
    index('users_status_idx').on(t.status),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** When the session last made a request (refreshed at most every few minutes): 'last active' on Account Settings. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: belongsTo('user_id', () => users.id),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
