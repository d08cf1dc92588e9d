import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PRIORITIES, TASK_STATUSES, TASK_TYPES } from '@shared/enums';
import { users } from './auth';
import { clients } from './clients';
import { belongsTo, id, oneOf, searchedText, timestamps } from './columns';
import { milestones, projects } from './projects';

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    clientId: belongsTo('client_id', () => clients.id),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    // Removing a milestone keeps its tasks on the project.
    milestoneId: uuid('milestone_id').references(() => milestones.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('feature'),
    status: text('status').notNull().default('pending'),
    priority: text('priority').notNull().default('medium'),
    assignedToId: uuid('assigned_to_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The hours planned for it, as minutes; time logged on it is compared with this. */
    estimatedMinutes: integer('estimated_minutes'),
    /** Whether the client's users see it (and its comments, files and time), when its project shares tasks (decision 0103). */
    clientVisible: boolean('client_visible').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('tasks_estimate_check', sql`${t.estimatedMinutes} is null or ${t.estimatedMinutes} > 0`),
    check('tasks_type_check', oneOf(t.type, TASK_TYPES)),
    check('tasks_status_check', oneOf(t.status, TASK_STATUSES)),
    check('tasks_priority_check', oneOf(t.priority, PRIORITIES)),
    check('tasks_title_check', sql`length(trim(${t.title})) > 0`),
    check('tasks_milestone_needs_project_check', sql`${t.milestoneId} is null or ${t.projectId} is not null`),
    // Each list index ends in the id, the order's tiebreak, so a page is read off the index without a sort.
    index('tasks_client_id_idx').on(t.clientId, t.updatedAt, t.id),
    index('tasks_project_id_idx').on(t.projectId, t.updatedAt, t.id),
    index('tasks_milestone_id_idx').on(t.milestoneId),
    index('tasks_assigned_to_id_idx').on(t.assignedToId, t.updatedAt, t.id),
    index('tasks_status_idx').on(t.status, t.updatedAt, t.id),
    index('tasks_due_date_idx').on(t.dueDate, t.id),
    index('tasks_updated_at_idx').on(t.updatedAt, t.id),
    index('tasks_created_at_idx').on(t.createdAt, t.id),
    // Trigram indexes, where pg_trgm is available (migration 0060): the list's search over title and description as
    // one text (searchedText), and the global search's over the title alone.
    index('tasks_search_trgm_idx').using('gin', sql`${searchedText([t.title, t.description])} gin_trgm_ops`),
    index('tasks_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: id(),
    taskId: belongsTo('task_id', () => tasks.id),
    // A departed author's words stay, shown as 'Unknown User'.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** Staff only, like a conversation's internal note: never shown to the client's users (decision 0104). */
    internal: boolean('internal').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('task_comments_content_check', sql`length(trim(${t.content})) > 0`),
    index('task_comments_task_id_idx').on(t.taskId, t.createdAt),
  ],
);

/**
 * Task counts kept by the database itself (statement triggers on tasks, migration 0004): how many tasks of each
 * stored status and due date there are in the whole agency, per client, per project and per assignee. The stat cards
 * and the dashboard read a few hundred of these rows instead of counting 100k tasks on every request (decision 0017).
 * `key` is the client, project or assignee id, or NO_TALLY_KEY for the whole agency and for "no project"/"unassigned";
 * `due_date` is 'infinity' for tasks without one, so the overdue rule reads the same as on tasks.
 */
export const taskTallies = pgTable(
  'task_tallies',
  {
    dimension: text('dimension').notNull(),
    key: uuid('key').notNull(),
    status: text('status').notNull(),
    dueDate: date('due_date').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dimension, t.key, t.status, t.dueDate] }),
    check('task_tallies_dimension_check', sql`${t.dimension} in ('all', 'client', 'project', 'assignee', 'priority', 'type')`),
  ],
);

export const NO_TALLY_KEY = '00000000-0000-0000-0000-000000000000';
