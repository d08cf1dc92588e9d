/** The tasks API and a task's comments (docs/product.md, Tasks). */
import { z } from 'zod';
import {
  CommentInput,
  CreateTaskInput,
  SavedTask,
  TaskComment,
  TaskDetail,
  TaskList,
  TaskListQuery,
  UpdateTaskInput,
} from '../schemas/tasks';
import { EMPTY, endpoint, fileOf } from './endpoint';
import { TASK_LIST_EXAMPLE } from './examples';

const tag = 'Tasks';

export const tasksApi = {
  list: endpoint({
    method: 'get',
    path: '/tasks',
    tag,
    summary: 'List tasks',
    description: "A page of the caller's tasks with the filters applied, and the stat cards over all matching tasks.",
    access: 'tasks.view',
    query: TaskListQuery,
    reply: TaskList,
    example: TASK_LIST_EXAMPLE,
  }),
  // Before '/tasks/{id}', which would take 'export.csv' for an id.
  exportCsv: endpoint({
    method: 'get',
    path: '/tasks/export.csv',
    tag,
    summary: 'Export tasks as CSV',
    description: 'Every task the list would show with the same filters (no paging).',
    access: 'tasks.view',
    query: TaskListQuery.omit({ page: true, pageSize: true, after: true, before: true }),
    reply: fileOf('text/csv'),
  }),
  create: endpoint({
    method: 'post',
    path: '/tasks',
    tag,
    summary: 'Create a task',
    access: 'tasks.manage',
    body: CreateTaskInput,
    reply: SavedTask,
    status: 201,
  }),
  get: endpoint({ method: 'get', path: '/tasks/{id}', tag, summary: 'Get a task', access: 'tasks.view', reply: TaskDetail }),
  update: endpoint({
    method: 'patch',
    path: '/tasks/{id}',
    tag,
    summary: 'Change a task',
    description: 'Only the fields sent change.',
    access: 'tasks.manage',
    body: UpdateTaskInput,
    reply: SavedTask,
  }),
  remove: endpoint({ method: 'delete', path: '/tasks/{id}', tag, summary: 'Delete a task', access: 'tasks.delete', reply: EMPTY }),
  comments: endpoint({
    method: 'get',
    path: '/tasks/{id}/comments',
    tag,
    summary: "List a task's comments",
    access: 'tasks.view',
    reply: z.array(TaskComment),
  }),
  addComment: endpoint({
    method: 'post',
    path: '/tasks/{id}/comments',
    tag,
    summary: 'Comment on a task',
    access: 'comments.create',
    body: CommentInput,
    reply: TaskComment,
    status: 201,
  }),
  editComment: endpoint({
    method: 'patch',
    path: '/comments/{id}',
    tag,
    summary: 'Edit a comment',
    description: 'Only its author may.',
    access: 'signed-in',
    body: CommentInput,
    reply: TaskComment,
  }),
  removeComment: endpoint({
    method: 'delete',
    path: '/comments/{id}',
    tag,
    summary: 'Delete a comment',
    description: 'Its author, or an admin.',
    access: 'signed-in',
    reply: EMPTY,
  }),
};
