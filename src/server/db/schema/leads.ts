import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { LEAD_STATUSES, PROJECT_TYPES } from '@shared/enums';
import { clients } from './clients';
import { id, oneOf, timestamps } from './columns';

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    projectType: text('project_type').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('new'),
    ipAddress: text('ip_address'),
    /** The client this lead was converted into, if any. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('contact_submissions_status_check', oneOf(t.status, LEAD_STATUSES)),
    check('contact_submissions_project_type_check', oneOf(t.projectType, PROJECT_TYPES)),
    index('contact_submissions_status_idx').on(t.status, t.createdAt),
    index('contact_submissions_created_at_idx').on(t.createdAt),
    index('contact_submissions_client_id_idx').on(t.clientId),
    // Trigram indexes serve the search's ILIKE '%…%', one per searched column and one for the full name, so the
    // OR of the six is a BitmapOr (migration 0005 creates them where pg_trgm is available).
    index('contact_submissions_first_name_trgm_idx').using('gin', t.firstName.op('gin_trgm_ops')),
    index('contact_submissions_last_name_trgm_idx').using('gin', t.lastName.op('gin_trgm_ops')),
    index('contact_submissions_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('contact_submissions_company_trgm_idx').using('gin', t.company.op('gin_trgm_ops')),
    index('contact_submissions_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('contact_submissions_full_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);
