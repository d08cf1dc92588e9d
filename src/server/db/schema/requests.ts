import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PRIORITIES, REQUEST_STATUSES } from '@shared/enums';
import { users } from './auth';
import { clients } from './clients';
import { belongsTo, id, oneOf, searchedText, timestamps } from './columns';
import { projects } from './projects';
import { tasks } from './tasks';

/**
 * What a client's user asks the agency for on one of the company's projects (decision 0044). Open until a manager
 * accepts it (which creates `taskId`, a normal task) or declines it with a reason the client reads.
 */
export const clientRequests = pgTable(
  'client_requests',
  {
    id: id(),
    /** A short reference people can say aloud ("request 42"), given by the database in filing order. */
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    // Kept beside the project (always the project's client) so the company scope is one indexed equality.
    clientId: belongsTo('client_id', () => clients.id),
    projectId: belongsTo('project_id', () => projects.id),
    title: text('title').notNull(),
    description: text('description'),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('open'),
    // A departed author's or decider's request stays, shown as 'Unknown User'.
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** The task accepting it created; a task deleted later leaves the request accepted without one. */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('client_requests_status_check', oneOf(t.status, REQUEST_STATUSES)),
    check('client_requests_priority_check', oneOf(t.priority, PRIORITIES)),
    check('client_requests_title_check', sql`length(trim(${t.title})) > 0`),
    check('client_requests_declined_reason_check', sql`${t.status} <> 'declined' or length(trim(coalesce(${t.declineReason}, ''))) > 0`),
    check('client_requests_decided_check', sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
    uniqueIndex('client_requests_number_key').on(t.number),
    // One task per request, and the task's request found from the task.
    uniqueIndex('client_requests_task_id_key').on(t.taskId),
    // The list's filters, each ending in the newest-first order and its tiebreak, so a page is read off the index.
    index('client_requests_created_at_idx').on(t.createdAt, t.id),
    index('client_requests_status_idx').on(t.status, t.createdAt, t.id),
    index('client_requests_client_id_idx').on(t.clientId, t.createdAt, t.id),
    index('client_requests_project_id_idx').on(t.projectId, t.createdAt, t.id),
    index('client_requests_created_by_idx').on(t.createdById),
    // The list's search over title and description as one text (searchedText; migration 0060, where pg_trgm is
    // available).
    index('client_requests_search_trgm_idx').using('gin', sql`${searchedText([t.title, t.description])} gin_trgm_ops`),
  ],
);

/**
 * A request's thread: the client's users and the agency's staff write under a request, before and after it is answered;
 * staff also leave internal notes, which no client user ever receives (decision 0109). Its own table rather than a
 * column on project_messages: a request thread is scoped, notified and listed as its request is, and a project's
 * conversation stays exactly as it was.
 */
export const requestMessages = pgTable(
  'request_messages',
  {
    id: id(),
    requestId: belongsTo('request_id', () => clientRequests.id),
    // The request's client, so a client user's scope and the dashboard's "since your last visit" are one column.
    clientId: belongsTo('client_id', () => clients.id),
    // A removed author's messages stay, shown as a former user's.
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** A staff note never shown to client users; a row written without saying is internal, so nothing leaks by omission. */
    internal: boolean('internal').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('request_messages_body_check', sql`length(trim(${t.body})) > 0 and length(${t.body}) <= 10000`),
    index('request_messages_request_idx').on(t.requestId, t.createdAt, t.id),
    index('request_messages_client_idx').on(t.clientId, t.createdAt),
    index('request_messages_author_id_idx').on(t.authorId),
  ],
);
