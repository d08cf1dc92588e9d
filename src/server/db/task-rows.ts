/**
 * A task as lists show it (the task list, the CSV export, the dashboard's recent tasks): its columns with client,
 * project, milestone and assignee joined in the same query, and the mapping to the response shape.
 */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TaskListItem } from '../../shared/schemas/tasks';
import type { Db } from './client';
import { clients, milestones, projects, tasks, users } from './schema';
import { taskDisplayStatus, taskIsOverdue } from './task-status';

export const taskAssignee = alias(users, 'assignee');

export const taskListColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  type: tasks.type,
  status: taskDisplayStatus,
  storedStatus: tasks.status,
  isOverdue: taskIsOverdue,
  priority: tasks.priority,
  dueDate: tasks.dueDate,
  client: { id: clients.id, name: clients.name },
  project: { id: projects.id, name: projects.name },
  milestone: { id: milestones.id, name: milestones.name },
  assignedTo: { id: taskAssignee.id, firstName: taskAssignee.firstName, lastName: taskAssignee.lastName },
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

/** The list's columns and joins; the caller adds its WHERE, order and limit. */
export function selectTaskList(db: Db) {
  return db
    .select(taskListColumns)
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(milestones, eq(milestones.id, tasks.milestoneId))
    .leftJoin(taskAssignee, eq(taskAssignee.id, tasks.assignedToId));
}

export type TaskListRow = Omit<TaskListItem, 'createdAt' | 'updatedAt' | 'type' | 'status' | 'storedStatus' | 'priority'> & {
  type: string;
  status: string;
  storedStatus: string;
  priority: string;
  createdAt: Date;
  updatedAt: Date;
};

export function toTaskListItem(row: TaskListRow): TaskListItem {
  return {
    ...row,
    // null when the task has no due date: not overdue.
    isOverdue: Boolean(row.isOverdue),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as TaskListItem;
}
