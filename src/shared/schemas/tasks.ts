/** Tasks and their comments: inputs (shared by forms and server) and response shapes. */
import { z } from 'zod';
import { PRIORITIES, PROJECT_ROLES, TASK_STATUSES, TASK_TYPES } from '../enums';
import type { CommentCan } from '../policies/comments';
import type { TaskCan } from '../policies/tasks';
import { estimatedMinutesField } from './budgets';
import { DATE_PATTERN, idOr, isRealDate, optionalDate, optionalId, optionalText, requiredId, singleLine } from './fields';
import { ListQuery } from './list';
import { NamedRef, pageOf, PersonRef, timestamps } from './refs';

/** 'overdue' was a status once; now it follows from the due date (decision 0025), which the message says. */
const taskStatus = z.enum(TASK_STATUSES, {
  error: (issue) =>
    issue.input === 'overdue' ? 'Overdue is not a status: a task is overdue when its due date has passed' : 'Unknown status',
});

const taskFields = {
  title: singleLine('validation.label.taskTitle'),
  description: optionalText('validation.label.description'),
  clientId: requiredId('validation.common.clientSelected'),
  projectId: optionalId,
  milestoneId: optionalId,
  type: z.enum(TASK_TYPES, { error: 'validation.common.unknownType' }),
  status: taskStatus,
  priority: z.enum(PRIORITIES, { error: 'validation.common.unknownPriority' }),
  /** Assignees are developers, designers, managers or admins (checked on the server). */
  assignedToId: optionalId,
  dueDate: optionalDate,
  /** Planned hours as minutes (decision 0048); null: not estimated. */
  estimatedMinutes: estimatedMinutesField.optional(),
  /**
   * Whether the client's users see it, with its comments, files and time (decision 0103). Left out on create: a client
   * user's task is visible; the team's follows the project's "tasks" part. Only staff set it.
   */
  clientVisible: z.boolean({ error: 'validation.common.useTrueFalse' }).optional(),
};

const milestoneNeedsProject = (v: { projectId?: string | null; milestoneId?: string | null }) => !v.milestoneId || !!v.projectId;

export const CreateTaskInput = z
  .strictObject({
    ...taskFields,
    type: taskFields.type.default('feature'),
    status: taskFields.status.default('pending'),
    priority: taskFields.priority.default('medium'),
  })
  .refine(milestoneNeedsProject, { path: ['milestoneId'], message: 'validation.tasks.selectProjectFirst' });
export type CreateTaskInput = z.input<typeof CreateTaskInput>;

/** Any subset of the fields (no defaults: what is not sent stays as it is); the server re-checks
 *  client -> project -> milestone against the stored task. */
export const UpdateTaskInput = z.strictObject(taskFields).partial();
export type UpdateTaskInput = z.input<typeof UpdateTaskInput>;

/** A date filter: 2026-02-31 matches the pattern but PostgreSQL refuses it, so it is a field error, never a 500. */
const date = z
  .string()
  .regex(DATE_PATTERN, 'validation.common.useDateLike2026')
  .refine(isRealDate, 'validation.common.realDate')
  .optional();

export const TASK_SORTS = ['updated', 'due', 'priority', 'title', 'created'] as const;

export const TaskListQuery = ListQuery.extend({
  status: taskStatus.optional(),
  /** Only the overdue tasks (past due and not completed), whatever their status; 'false' is no filter. */
  overdue: z
    .enum(['true', 'false'], { error: 'validation.common.useTrueFalse' })
    .transform((v) => v === 'true')
    .optional(),
  priority: z.enum(PRIORITIES, { error: 'validation.common.unknownPriority' }).optional(),
  type: z.enum(TASK_TYPES, { error: 'validation.common.unknownType' }).optional(),
  assignedToId: idOr('unassigned'),
  clientId: idOr('none'),
  projectId: idOr('none'),
  milestoneId: idOr('none'),
  /** Tasks without a due date pass the date filters. */
  dueFrom: date,
  dueTo: date,
  sort: z.enum(TASK_SORTS, { error: 'validation.common.unknownSort' }).default('updated'),
  dir: z.enum(['asc', 'desc'], { error: 'validation.common.useAscDesc' }).default('desc'),
  /** Keyset paging (decision 0069): the page starts after this task (the last of the page before, for Next) or ends
   *  before it (the first of the page after, for Previous), instead of skipping (page - 1) x pageSize tasks. `page` still
   *  names the page shown. Used by the updated and created orders; the others, or a task gone or not the caller's,
   *  fall back to the page number. */
  after: requiredId('validation.tasks.validTaskId').optional(),
  before: requiredId('validation.tasks.validTaskId').optional(),
});
export type TaskListQuery = z.infer<typeof TaskListQuery>;

export const TaskListItem = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    type: z.enum(TASK_TYPES),
    /** The working status, as stored. */
    status: z.enum(TASK_STATUSES),
    /** Past due and not completed, decided on the server: shown as a red 'Overdue' marker beside the status. */
    isOverdue: z.boolean(),
    priority: z.enum(PRIORITIES),
    dueDate: z.string().nullable(),
    client: NamedRef,
    project: NamedRef.nullable(),
    milestone: NamedRef.nullable(),
    assignedTo: PersonRef.nullable(),
    /** Whether the client's users see it (decision 0103); a client user only ever reads true. */
    clientVisible: z.boolean(),
    ...timestamps,
    /** What the caller may do with it, from the shared policy (src/shared/policies/tasks.ts); the server enforces the same. */
    can: z.object({ edit: z.boolean(), delete: z.boolean(), assign: z.boolean(), comment: z.boolean() }) satisfies z.ZodType<TaskCan>,
  })
  .meta({ id: 'TaskListItem' });
export type TaskListItem = z.infer<typeof TaskListItem>;

export const TaskList = pageOf(TaskListItem).extend({
  /** Over the caller's scope with the current filters: the stat cards. Pending, in progress and completed add up
   *  to the total; overdue counts across them. */
  stats: z.object({
    total: z.number(),
    pending: z.number().nullable(),
    inProgress: z.number().nullable(),
    completed: z.number().nullable(),
    overdue: z.number().nullable(),
  }),
  /** A search matched more tasks than are counted (1,000, decision 0064): `total` and `stats.total` are that cap, to be
   *  shown as "1,000+", the other cards are null (not counted), and more pages follow while a page comes back full. */
  capped: z.boolean(),
});
export type TaskList = z.infer<typeof TaskList>;

export const TaskDetail = TaskListItem.extend({
  createdBy: PersonRef.nullable(),
  completedAt: z.string().nullable(),
  estimatedMinutes: z.number().int().nullable(),
}).meta({ id: 'Task' });
export type TaskDetail = z.infer<typeof TaskDetail>;

/**
 * Assigning a task on a project puts the assignee on that project's team (docs/decisions/0026): a task's create or
 * update answers with the addition it made, so the person who assigned it is told.
 */
export const TeamAddition = z.object({ project: NamedRef, person: PersonRef, role: z.enum(PROJECT_ROLES) }).meta({ id: 'TeamAddition' });
export type TeamAddition = z.infer<typeof TeamAddition>;

/** What creating or updating a task answers: the task, and whom the write put on the project's team. */
export const SavedTask = TaskDetail.extend({ addedToTeam: TeamAddition.nullable() }).meta({ id: 'SavedTask' });
export type SavedTask = z.infer<typeof SavedTask>;

export const CommentInput = z.strictObject({
  content: z
    .string({ error: 'validation.tasks.writeCommentFirst' })
    .trim()
    .min(1, 'validation.tasks.writeCommentFirst')
    .max(10_000, 'validation.tasks.commentsLimited10000'),
  /**
   * Staff only: a comment the client's users never read (decision 0104). Left out, a staff member's comment is
   * internal and a client user's is not; set when the comment is written, never changed after.
   */
  internal: z.boolean({ error: 'validation.common.useTrueFalse' }).optional(),
});
export type CommentInput = z.infer<typeof CommentInput>;

export const TaskComment = z
  .object({
    id: z.string(),
    taskId: z.string(),
    content: z.string(),
    ...timestamps,
    author: PersonRef.extend({ avatarUrl: z.string().nullable() }).nullable(),
    /** Staff only (decision 0104): never sent to a client user, who reads false on every comment they see. */
    internal: z.boolean(),
    /** Written by one of the client's users: shown with a "Client" label. */
    fromClient: z.boolean(),
    /** From the shared policy (src/shared/policies/comments.ts). */
    can: z.object({ edit: z.boolean(), delete: z.boolean() }) satisfies z.ZodType<CommentCan>,
  })
  .meta({ id: 'TaskComment' });
export type TaskComment = z.infer<typeof TaskComment>;
