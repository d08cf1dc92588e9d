import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { APPROVAL_STATUSES } from '@shared/schemas/milestone-approvals';
import { users } from './auth';
import { belongsTo, id, oneOf } from './columns';
import { milestones } from './projects';

/**
 * Every time the team asks the client to approve a milestone, one row; the client's answer fills it in. Rows are never
 * deleted while the milestone lives, so the milestone's approval history is its rows in order (decision 0041).
 */
export const milestoneApprovals = pgTable(
  'milestone_approvals',
  {
    id: id(),
    milestoneId: belongsTo('milestone_id', () => milestones.id),
    status: text('status').notNull().default('pending'),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    requestNote: text('request_note'),
    requestIp: text('request_ip'),
    answeredById: uuid('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answerNote: text('answer_note'),
    answerIp: text('answer_ip'),
    // SHA-256 (hex) of what was answered: name, description, due date and the attached files (decision 0041).
    contentHash: text('content_hash'),
    // When the milestone was changed after it was approved (the approval no longer holds).
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
  },
  (t) => [
    check('milestone_approvals_status_check', oneOf(t.status, APPROVAL_STATUSES)),
    check('milestone_approvals_answer_check', sql`(${t.status} = 'pending') = (${t.answeredAt} is null)`),
    index('milestone_approvals_milestone_idx').on(t.milestoneId, t.requestedAt),
  ],
);
