import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { CLIENT_STATUSES, CURRENCIES, INDUSTRIES, REMINDER_MODES } from '@shared/enums';
import { LANGUAGES, LOCALES } from '@shared/i18n/languages';
import { id, oneOf, searchedText, timestamps } from './columns';

export const clients = pgTable(
  'clients',
  {
    id: id(),
    name: text('name').notNull(),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    website: text('website'),
    industry: text('industry'),
    status: text('status').notNull().default('prospect'),
    billingAddress: text('billing_address'),
    /** Printed under the client's name on its documents. */
    taxId: text('tax_id'),
    /** The client's documents' currency unless one is chosen; null: the agency's default. */
    currency: text('currency'),
    /** Payment reminders: the agency's schedule, the client's own offsets, or none (decision 0052). */
    remindersMode: text('reminders_mode').notNull().default('default'),
    reminderOffsets: integer('reminder_offsets').array(),
    /** What everything sent to the company is written in and formatted by, and its portal users' default. */
    language: text('language').notNull().default('en'),
    /** null: the language's default locale (src/shared/i18n/languages.ts). */
    locale: text('locale'),
    notes: text('notes'),
    /** Whether its primary contacts invite, deactivate and remove their colleagues in the portal (decision 0111). */
    contactsManageColleagues: boolean('contacts_manage_colleagues').notNull().default(true),
    /** Defaults copied onto each new invoice of the client: its purchase order reference and days to pay. */
    poNumber: text('po_number'),
    paymentTermsDays: integer('payment_terms_days'),
    ...timestamps,
  },
  (t) => [
    check('clients_status_check', oneOf(t.status, CLIENT_STATUSES)),
    check('clients_industry_check', sql`${t.industry} is null or ${oneOf(t.industry, INDUSTRIES)}`),
    check('clients_currency_check', sql`${t.currency} is null or ${oneOf(t.currency, CURRENCIES)}`),
    check('clients_language_check', oneOf(t.language, LANGUAGES)),
    check('clients_locale_check', sql`${t.locale} is null or ${oneOf(t.locale, LOCALES)}`),
    check('clients_reminders_mode_check', oneOf(t.remindersMode, REMINDER_MODES)),
    check('clients_payment_terms_check', sql`${t.paymentTermsDays} is null or ${t.paymentTermsDays} between 0 and 365`),
    check('clients_name_check', sql`length(trim(${t.name})) > 0`),
    index('clients_status_idx').on(t.status),
    index('clients_industry_idx').on(t.industry),
    index('clients_created_at_idx').on(t.createdAt),
    index('clients_name_lower_idx').on(sql`lower(${t.name})`),
    // The time report's pages walk clients in name order (decision 0050), reading only a page's tally rows.
    index('clients_name_idx').on(t.name),
    // Trigram indexes, where pg_trgm is available (migration 0060): the list's search over name, contact and e-mail as
    // one text (searchedText), and the global search's (and the Invoices workspace's) over the name alone.
    index('clients_search_trgm_idx').using('gin', sql`${searchedText([t.name, t.contactPerson, t.email])} gin_trgm_ops`),
    index('clients_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
