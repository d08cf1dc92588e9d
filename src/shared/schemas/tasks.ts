/** Tasks and their comments: inputs (shared by forms and server) and response shapes. */
import { z } from 'zod';
import { PRIORITIES, TASK_STATUSES, TASK_TYPES } from '../enums';
import type { Page } from '../api-types';
import { DATE_PATTERN, idOr, isRealDate, optionalDate, optionalId, optionalText, requiredId, requiredText } from './fields';
import { ListQuery } from './list';
import type { PersonRef } from './projects';

/** 'overdue' was a status once; now it follows from the due date (decision 0025), which the message says. */
const taskStatus = z.enum(TASK_STATUSES, {
  error: (issue) =>
    issue.input === 'overdue' ? 'Overdue is not a status: a task is overdue when its due date has passed' : 'Unknown status',
});

const taskFields = {
  title: requiredText('Task title'),
  description: optionalText('Description'),
  clientId: requiredId('A client must be selected'),
  projectId: optionalId,
  milestoneId: optionalId,
  type: z.enum(TASK_TYPES, { error: 'Unknown type' }),
  status: taskStatus,
  priority: z.enum(PRIORITIES, { error: 'Unknown priority' }),
  /** Assignees are developers, designers, managers or admins (checked on the server). */
  assignedToId: optionalId,
  dueDate: optionalDate,
};

const milestoneNeedsProject = (v: { projectId?: string | null; milestoneId?: string | null }) =>
  !v.milestoneId || !!v.projectId;

export const CreateTaskInput = z
  .strictObject({
    ...taskFields,
    type: taskFields.type.default('feature'),
    status: taskFields.status.default('pending'),
    priority: taskFields.priority.default('medium'),
  })
  .refine(milestoneNeedsProject, { path: ['milestoneId'], message: 'Select a project first' });
export type CreateTaskInput = z.input<typeof CreateTaskInput>;

/** Any subset of the fields (no defaults: what is not sent stays as it is); the server re-checks
 *  client -> project -> milestone against the stored task. */
export const UpdateTaskInput = z.strictObject(taskFields).partial();
export type UpdateTaskInput = z.input<typeof UpdateTaskInput>;

/** A date filter: 2026-02-31 matches the pattern but PostgreSQL refuses it, so it is a field error, never a 500. */
const date = z.string().regex(DATE_PATTERN, 'Use a date like 2026-12-31').refine(isRealDate, 'Not a real date').optional();

export const TASK_SORTS = ['updated', 'due', 'priority', 'title', 'created'] as const;

export const TaskListQuery = ListQuery.extend({
  status: taskStatus.optional(),
  /** Only the overdue tasks (past due and not completed), whatever their status; 'false' is no filter. */
  overdue: z.enum(['true', 'false'], { error: 'Use true or false' }).transform((v) => v === 'true').optional(),
  priority: z.enum(PRIORITIES, { error: 'Unknown priority' }).optional(),
  type: z.enum(TASK_TYPES, { error: 'Unknown type' }).optional(),
  assignedToId: idOr('unassigned'),
  clientId: idOr('none'),
  projectId: idOr('none'),
  milestoneId: idOr('none'),
  /** Tasks without a due date pass the date filters. */
  dueFrom: date,
  dueTo: date,
  sort: z.enum(TASK_SORTS, { error: 'Unknown sort' }).default('updated'),
  dir: z.enum(['asc', 'desc'], { error: 'Use asc or desc' }).default('desc'),
});
export type TaskListQuery = z.infer<typeof TaskListQuery>;

export interface TaskListItem {
  id: string;
  title: string;
  description: string | null;
  type: (typeof TASK_TYPES)[number];
  /** The working status, as stored. */
  status: (typeof TASK_STATUSES)[number];
  /** Past due and not completed, decided on the server: shown as a red 'Overdue' marker beside the status. */
  isOverdue: boolean;
  priority: (typeof PRIORITIES)[number];
  dueDate: string | null;
  client: { id: string; name: string };
  project: { id: string; name: string } | null;
  milestone: { id: string; name: string } | null;
  assignedTo: PersonRef | null;
  createdAt: string;
  updatedAt: string;
}

export interface TaskList extends Page<TaskListItem> {
  /** Over the caller's scope with the current filters: the stat cards. Pending, in progress and completed add up
   *  to the total; overdue counts across them. */
  stats: { total: number; pending: number; inProgress: number; completed: number; overdue: number };
}

export interface TaskDetail extends TaskListItem {
  createdBy: PersonRef | null;
  completedAt: string | null;
  /** What the caller may do with it (the server enforces the same). */
  can: { edit: boolean; delete: boolean; assign: boolean; comment: boolean };
}

export const CommentInput = z.strictObject({
  content: z.string({ error: 'Write a comment first' }).trim().min(1, 'Write a comment first').max(10_000, 'Comments are limited to 10,000 characters'),
});
export type CommentInput = z.infer<typeof CommentInput>;

export interface TaskComment {
  id: string;
  taskId: string;
  content: string;
  createdAt: string;
  updatedAt: string;
  author: (PersonRef & { avatarUrl: string | null }) | null;
  can: { edit: boolean; delete: boolean };
}
