import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, MILESTONE_STATUSES, PRIORITIES, PROJECT_ROLES, PROJECT_STATUSES } from '@shared/enums';
import { users } from './auth';
import { clients } from './clients';
import { belongsTo, id, oneOf, searchedText, timestamps } from './columns';

export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    clientId: belongsTo('client_id', () => clients.id),
    status: text('status').notNull().default('planning'),
    priority: text('priority').notNull().default('medium'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    // What screens show: kept by the database from the tasks (triggers), or the override (decision 0027).
    completionPercentage: integer('completion_percentage').notNull().default(0),
    // Set by hand by someone who may edit the project; null means "follow the tasks".
    completionOverride: integer('completion_override'),
    // A manager who leaves keeps the project: it becomes unassigned.
    projectManagerId: uuid('project_manager_id').references(() => users.id, { onDelete: 'set null' }),
    // Time and money (decision 0045). The hourly billing rate a new time entry copies, unless its person has their own
    // rate on the project; null means the project's time is not charged by the hour.
    hourlyRateMinor: bigint('hourly_rate_minor', { mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    /** Whether a new time entry on the project is billable unless its author says otherwise. */
    billableByDefault: boolean('billable_by_default').notNull().default(true),
    budgetMinutes: integer('budget_minutes'),
    budgetMinor: bigint('budget_minor', { mode: 'number' }),
    // What the client's users see of the project (docs/decisions/0103-what-the-client-sees.md). Tasks: whether its tasks
    // reach them at all (each task has its own switch too) and the default of a new task's switch.
    clientSeesTasks: boolean('client_sees_tasks').notNull().default(true),
    /** Approved and invoiced time entries (never drafts or submitted weeks). */
    clientSeesTime: boolean('client_sees_time').notNull().default(true),
    /** The Budget card: planned hours and money against approved and invoiced time. */
    clientSeesBudget: boolean('client_sees_budget').notNull().default(false),
    clientSeesFiles: boolean('client_sees_files').notNull().default(true),
    clientSeesTeam: boolean('client_sees_team').notNull().default(true),
    /** The milestones' and tasks' estimated hours, and how far time ran over them. */
    clientSeesEstimates: boolean('client_sees_estimates').notNull().default(false),
    /** Approved billable expenses before they are invoiced (an invoiced one is on the client's invoice anyway). */
    clientSeesExpenses: boolean('client_sees_expenses').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('projects_status_check', oneOf(t.status, PROJECT_STATUSES)),
    check('projects_currency_check', oneOf(t.currency, CURRENCIES)),
    check('projects_hourly_rate_check', sql`${t.hourlyRateMinor} is null or ${t.hourlyRateMinor} >= 0`),
    check(
      'projects_budget_check',
      sql`(${t.budgetMinutes} is null or ${t.budgetMinutes} > 0) and (${t.budgetMinor} is null or ${t.budgetMinor} > 0)`,
    ),
    check('projects_priority_check', oneOf(t.priority, PRIORITIES)),
    check('projects_completion_check', sql`${t.completionPercentage} between 0 and 100`),
    check('projects_completion_override_check', sql`${t.completionOverride} is null or ${t.completionOverride} between 0 and 100`),
    check('projects_dates_check', sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('projects_name_check', sql`length(trim(${t.name})) > 0`),
    index('projects_client_id_idx').on(t.clientId),
    index('projects_manager_id_idx').on(t.projectManagerId),
    index('projects_status_idx').on(t.status),
    index('projects_priority_idx').on(t.priority),
    index('projects_created_at_idx').on(t.createdAt),
    // The dashboard's "active projects, least complete first" is read off this index, five rows, no sort.
    index('projects_status_completion_idx').on(t.status, t.completionPercentage, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Trigram indexes, where pg_trgm is available (migration 0060): the list's search over name and description as
    // one text (searchedText), and the global search's over the name alone.
    index('projects_search_trgm_idx').using('gin', sql`${searchedText([t.name, t.description])} gin_trgm_ops`),
    index('projects_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const projectAssignments = pgTable(
  'project_assignments',
  {
    id: id(),
    projectId: belongsTo('project_id', () => projects.id),
    profileId: belongsTo('profile_id', () => users.id),
    role: text('role').notNull().default('developer'),
    /** This person's hourly billing rate on this project, over the project's own (null: the project's). */
    hourlyRateMinor: bigint('hourly_rate_minor', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('project_assignments_role_check', oneOf(t.role, PROJECT_ROLES)),
    check('project_assignments_rate_check', sql`${t.hourlyRateMinor} is null or ${t.hourlyRateMinor} >= 0`),
    unique('project_assignments_project_profile_key').on(t.projectId, t.profileId),
    // Scoping "projects I am assigned to" starts from the person.
    index('project_assignments_profile_id_idx').on(t.profileId, t.projectId),
  ],
);

export const milestones = pgTable(
  'milestones',
  {
    id: id(),
    projectId: belongsTo('project_id', () => projects.id),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status').notNull().default('planned'),
    dueDate: date('due_date'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    orderIndex: integer('order_index').notNull().default(0),
    /** The hours planned for it, as minutes: its part of the project's budget. */
    estimatedMinutes: integer('estimated_minutes'),
    ...timestamps,
  },
  (t) => [
    check('milestones_status_check', oneOf(t.status, MILESTONE_STATUSES)),
    check('milestones_order_check', sql`${t.orderIndex} >= 0`),
    check('milestones_name_check', sql`length(trim(${t.name})) > 0`),
    check('milestones_estimate_check', sql`${t.estimatedMinutes} is null or ${t.estimatedMinutes} > 0`),
    index('milestones_project_order_idx').on(t.projectId, t.orderIndex),
  ],
);
