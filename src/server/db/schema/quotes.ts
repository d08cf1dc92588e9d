/**
 * Quotes (decision 0052): a numbered proposal for a client or a lead, in sections of line items, that the client's
 * primary contact signs in the portal. An accepted quote becomes a project (a milestone per section) and a deposit
 * invoice (invoices.quote_id).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, unique, uuid, date } from 'drizzle-orm/pg-core';
import { CURRENCIES, QUOTE_STATUSES } from '@shared/enums';
import { users } from './auth';
import { lineSumColumns, lineTaxColumns } from './billing-setup';
import { clients } from './clients';
import { belongsTo, id, oneOf, searchedText, timestamps } from './columns';
import { contactSubmissions } from './leads';
import { milestones, projects } from './projects';
import { tasks } from './tasks';

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    /** 'Q-0001', from the agency's quote sequence (document_counters), given when the quote is created. */
    quoteNumber: text('quote_number').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** A quote may start from a lead; it is sent once the lead is a client (its contact the primary contact). */
    leadId: uuid('lead_id').references(() => contactSubmissions.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Shown above the sections. */
    introduction: text('introduction'),
    terms: text('terms'),
    currency: text('currency').notNull().default('USD'),
    status: text('status').notNull().default('draft'),
    /** Bumped by every change after the quote was sent: a signature names the version it signed. */
    version: integer('version').notNull().default(1),
    validUntil: date('valid_until').notNull(),
    /** Share of the total invoiced as a deposit on acceptance, in hundredths of a percent. */
    depositBasisPoints: integer('deposit_basis_points').notNull().default(5000),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull().default(0),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** The project the accepted quote became (one action, or at once by billing_settings.quote_auto_convert). */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    unique('quotes_number_key').on(t.quoteNumber),
    check('quotes_party_check', sql`${t.clientId} is not null or ${t.leadId} is not null`),
    check('quotes_status_check', oneOf(t.status, QUOTE_STATUSES)),
    check('quotes_currency_check', oneOf(t.currency, CURRENCIES)),
    check('quotes_title_check', sql`length(trim(${t.title})) > 0`),
    check('quotes_deposit_check', sql`${t.depositBasisPoints} between 0 and 10000`),
    check('quotes_sent_client_check', sql`${t.status} = 'draft' or ${t.clientId} is not null`),
    index('quotes_client_idx').on(t.clientId, t.createdAt),
    index('quotes_status_idx').on(t.status, t.validUntil),
    index('quotes_created_idx').on(t.createdAt),
    // The list filtered by status, newest first; search by number or title (decision 0055).
    index('quotes_status_created_idx').on(t.status, t.createdAt),
    // The list's search over number and title as one text (searchedText; migration 0060, where pg_trgm is available).
    index('quotes_search_trgm_idx').using('gin', sql`${searchedText([t.quoteNumber, t.title])} gin_trgm_ops`),
  ],
);

export const quoteSections = pgTable(
  'quote_sections',
  {
    id: id(),
    quoteId: belongsTo('quote_id', () => quotes.id),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    description: text('description'),
    /** Whether the section becomes a milestone of the project. */
    becomesMilestone: boolean('becomes_milestone').notNull().default(true),
    milestoneId: uuid('milestone_id').references(() => milestones.id, { onDelete: 'set null' }),
  },
  (t) => [index('quote_sections_quote_idx').on(t.quoteId, t.position)],
);

export const quoteItems = pgTable(
  'quote_items',
  {
    id: id(),
    quoteId: belongsTo('quote_id', () => quotes.id),
    sectionId: belongsTo('section_id', () => quoteSections.id),
    position: integer('position').notNull().default(0),
    description: text('description').notNull(),
    /** Hundredths: 1.5 units is 150. */
    quantityHundredths: integer('quantity_hundredths').notNull().default(100),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    estimatedMinutes: integer('estimated_minutes'),
    ...lineTaxColumns(),
    ...lineSumColumns(),
    /** The task this item became when the quote was turned into work. */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('quote_items_quantity_check', sql`${t.quantityHundredths} > 0`),
    check('quote_items_price_check', sql`${t.unitPriceMinor} >= 0`),
    check('quote_items_estimate_check', sql`${t.estimatedMinutes} is null or ${t.estimatedMinutes} > 0`),
    index('quote_items_quote_idx').on(t.quoteId, t.sectionId, t.position),
  ],
);

/**
 * The client's electronic signature: who (typed name and user), when, from where, and the SHA-256 of the quote
 * document as it was shown. One per quote: a changed quote is a new version, and only an unanswered one is signed.
 */
export const quoteSignatures = pgTable(
  'quote_signatures',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    signerName: text('signer_name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    signerEmail: text('signer_email').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    documentSha256: text('document_sha256').notNull(),
    termsAccepted: boolean('terms_accepted').notNull(),
  },
  (t) => [
    check('quote_signatures_terms_check', sql`${t.termsAccepted}`),
    check('quote_signatures_hash_check', sql`${t.documentSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
