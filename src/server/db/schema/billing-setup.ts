/**
 * What the admin sets once for every document and every money rule (decision 0052): tax rates applied per line, the
 * agency's details printed on invoices, quotes and credit notes, and how reminders, late fees and quotes behave.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, LATE_FEE_KINDS } from '@shared/enums';
import { LANGUAGES } from '@shared/i18n/languages';
import { users } from './auth';
import { id, oneOf, timestamps } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A tax the admin defines once (name, rate, inclusive or exclusive) and applies per line. Lines copy its name, rate and
 * kind when written, so archiving a rate never changes an issued document. A row's name, rate and kind never change:
 * editing a rate archives its row and adds the next version, with the same family (decision 0089), so a line that still
 * names the old row (a credit note copying its invoice) keeps the old rate, and a new document gets the family's active
 * version.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: id(),
    name: text('name').notNull(),
    /** Millionths (ten-thousandths of a percent): 20% is 200000, 8.875% is 88750, 7.0625% is 70625. */
    rateMillionths: integer('rate_millionths').notNull(),
    /** Every version of one rate shares this id: the first version's own id. */
    familyId: uuid('family_id').notNull(),
    /** Inclusive: the line's price already contains the tax; exclusive: the tax is added on top. */
    inclusive: boolean('inclusive').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('tax_rates_family_idx').on(t.familyId),
    check('tax_rates_rate_millionths_check', sql`${t.rateMillionths} >= 0 and ${t.rateMillionths} <= 1000000`),
    check('tax_rates_name_check', sql`length(trim(${t.name})) > 0`),
    uniqueIndex('tax_rates_active_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/** The agency as its documents name it: exactly one row (id = 1). */
export const agencyProfile = pgTable(
  'agency_profile',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name'),
    address: text('address'),
    taxId: text('tax_id'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    /** PNG or JPEG, printed at the top of every document. */
    logo: bytea('logo'),
    logoContentType: text('logo_content_type'),
    paymentInstructions: text('payment_instructions'),
    footer: text('footer'),
    /** A new client's and a new document's currency unless one is chosen. */
    defaultCurrency: text('default_currency').notNull().default('USD'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('agency_profile_single_row', sql`${t.id} = 1`),
    check('agency_profile_currency_check', oneOf(t.defaultCurrency, CURRENCIES)),
    check('agency_profile_logo_check', sql`${t.logoContentType} is null or ${t.logoContentType} in ('image/png', 'image/jpeg')`),
  ],
);

/**
 * The agency's payment instructions for one currency (decision 0100): bank details for EUR differ from USD. A currency
 * without a row uses the agency's own `payment_instructions`.
 */
export const currencyPaymentInstructions = pgTable(
  'currency_payment_instructions',
  {
    currency: text('currency').primaryKey(),
    instructions: text('instructions').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('currency_payment_instructions_currency_check', oneOf(t.currency, CURRENCIES)),
    check('currency_payment_instructions_text_check', sql`length(trim(${t.instructions})) > 0`),
  ],
);

/**
 * The agency's own texts in one language (decision 0132): what a client reading that language gets instead of the
 * general payment instructions and footer. A text left null uses the general one; a currency's own instructions
 * (above) come before both, as bank details differ by currency, not by language.
 */
export const languageAgencyTexts = pgTable(
  'language_agency_texts',
  {
    language: text('language').primaryKey(),
    paymentInstructions: text('payment_instructions'),
    footer: text('footer'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('language_agency_texts_language_check', oneOf(t.language, LANGUAGES))],
);

/** How money behaves over time: reminders, the late fee, quotes. Exactly one row (id = 1). */
export const billingSettings = pgTable(
  'billing_settings',
  {
    id: integer('id').primaryKey().default(1),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /** Days relative to the due date at which an unpaid invoice reminds its client: -3 is three days before. */
    reminderOffsets: integer('reminder_offsets')
      .array()
      .notNull()
      .default(sql`'{-3,0,7,14}'::integer[]`),
    lateFeeKind: text('late_fee_kind').notNull().default('none'),
    lateFeeFixedMinor: bigint('late_fee_fixed_minor', { mode: 'number' }),
    lateFeeBasisPoints: integer('late_fee_basis_points'),
    /** Days past due after which the late fee is added, once per invoice. */
    lateFeeAfterDays: integer('late_fee_after_days').notNull().default(14),
    /** Days a new quote stays valid. */
    quoteValidDays: integer('quote_valid_days').notNull().default(30),
    /** A new quote's deposit, in hundredths of a percent of its total (5000 = 50%). */
    quoteDepositBasisPoints: integer('quote_deposit_basis_points').notNull().default(5000),
    /** An accepted quote becomes its project and deposit invoice at once, without an admin's action. */
    quoteAutoConvert: boolean('quote_auto_convert').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('billing_settings_single_row', sql`${t.id} = 1`),
    check('billing_settings_late_fee_kind_check', oneOf(t.lateFeeKind, LATE_FEE_KINDS)),
    check('billing_settings_late_fee_check', sql`${t.lateFeeKind} <> 'fixed' or ${t.lateFeeFixedMinor} > 0`),
    check('billing_settings_late_fee_percent_check', sql`${t.lateFeeKind} <> 'percent' or ${t.lateFeeBasisPoints} between 1 and 10000`),
    check('billing_settings_deposit_check', sql`${t.quoteDepositBasisPoints} between 0 and 10000`),
    check('billing_settings_valid_days_check', sql`${t.quoteValidDays} between 1 and 365`),
  ],
);

/**
 * Gap-free numbers for the documents besides invoices (quotes 'Q-', credit notes 'CN-'): one row per kind, bumped by an
 * upsert ... returning inside the transaction that writes the document, like the invoice counter (decision 0024).
 */
export const documentCounters = pgTable('document_counters', {
  kind: text('kind').primaryKey(),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull().default(0),
});

/**
 * What every document line (invoice, quote, credit note, recurring template) keeps of its tax and its computed sums,
 * by the one rule of src/shared/document-totals.ts. The rate's name, rate (millionths) and kind are copied, not joined.
 */
export const lineTaxColumns = () => ({
  taxRateId: uuid('tax_rate_id').references(() => taxRates.id, { onDelete: 'set null' }),
  taxName: text('tax_name'),
  /** The rate as it was priced with, in millionths (8.875% is 88750). */
  taxRateMillionths: integer('tax_rate_millionths').notNull().default(0),
  taxInclusive: boolean('tax_inclusive').notNull().default(false),
  /** Hundredths of a percent off this line before tax. */
  discountBasisPoints: integer('discount_basis_points').notNull().default(0),
});

/**
 * A billed line's quantity and price (invoice, credit note and recurring schedule lines, decisions 0095 and 0102): 1
 * unit is 1000 (7.5 hours is 7500); what it counts ('hours', 'days', or the agency's own word; null: nothing printed).
 */
export const billedQuantityColumns = () => ({
  quantityThousandths: bigint('quantity_thousandths', { mode: 'number' }).notNull().default(1000),
  unit: text('unit'),
  unitAmountMinor: bigint('unit_amount_minor', { mode: 'number' }).notNull(),
});

/** A line's sums as written (minor units): excluding tax, its tax, and what it adds to the document's total. */
export const lineSumColumns = () => ({
  discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
  netMinor: bigint('net_minor', { mode: 'number' }).notNull().default(0),
  taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
});
