import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COMMUNICATION_DIRECTIONS, COMMUNICATION_TYPES } from '@shared/enums';
import { users } from './auth';
import { clients } from './clients';
import { belongsTo, id, oneOf, timestamps } from './columns';
import { projects } from './projects';

export const communications = pgTable(
  'communications',
  {
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    // Optional: the project a conversation was about (the seed sets it; the screens do not show it).
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('email'),
    direction: text('direction').notNull().default('outbound'),
    subject: text('subject').notNull(),
    content: text('content'),
    fromEmail: text('from_email'),
    toEmail: text('to_email'),
    attachmentsCount: integer('attachments_count').notNull().default(0),
    /** A call's free-text duration, e.g. '30 minutes'. */
    duration: text('duration'),
    // A meeting's start and end, kept as real timestamps rather than the product's "start/end" string.
    meetingStartsAt: timestamp('meeting_starts_at', { withTimezone: true }),
    meetingEndsAt: timestamp('meeting_ends_at', { withTimezone: true }),
    /**
     * The agency's internal record, never shown to the client's users (decision 0028). The service always sets it
     * (by type when the form leaves it out); a row written without saying is internal, so nothing leaks by omission.
     */
    staffOnly: boolean('staff_only').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('communications_type_check', oneOf(t.type, COMMUNICATION_TYPES)),
    check('communications_direction_check', oneOf(t.direction, COMMUNICATION_DIRECTIONS)),
    check('communications_attachments_check', sql`${t.attachmentsCount} >= 0`),
    check('communications_subject_check', sql`length(trim(${t.subject})) > 0`),
    check(
      'communications_meeting_check',
      sql`${t.meetingEndsAt} is null or ${t.meetingStartsAt} is null or ${t.meetingEndsAt} >= ${t.meetingStartsAt}`,
    ),
    index('communications_client_id_idx').on(t.clientId, t.createdAt),
    index('communications_user_id_idx').on(t.userId, t.createdAt),
    index('communications_project_id_idx').on(t.projectId),
    index('communications_type_idx').on(t.type),
    index('communications_created_at_idx').on(t.createdAt),
    // A trigram index serves the global search's ILIKE '%…%' (migration 0007 creates it where pg_trgm is available).
    index('communications_subject_trgm_idx').using('gin', t.subject.op('gin_trgm_ops')),
  ],
);
