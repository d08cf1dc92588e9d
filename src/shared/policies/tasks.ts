/**
 * Who may do what with a task (docs/product.md, Roles and permissions; decision 0034). The task service refuses what
 * these deny, and every task row and detail carries their answers as `can`, so the screens show only what the server
 * accepts.
 */
import { can, scopeOf } from '../permissions';
import { mayActOn, type Actor } from './actor';

/** The facts about a task the rules read. */
export interface TaskFacts {
  assignedToId: string | null;
}

export interface TaskCan {
  edit: boolean;
  delete: boolean;
  assign: boolean;
  comment: boolean;
}

/** Roles a task may be assigned to (the task form's assignee list). */
export const ASSIGNABLE_ROLES = ['developer', 'designer', 'manager', 'admin'] as const;

export const ONLY_MANAGERS_ASSIGN = 'errors.tasks.onlyManagersAssignTasks';

export const mayCreateTasks = (actor: Actor) => can(actor.role, 'tasks.manage');

/** Developers and designers ('own') edit only the tasks assigned to them; managers edit every task they see. */
export const mayEditTask = (actor: Actor, task: TaskFacts) => mayActOn(actor, 'tasks.manage', task.assignedToId);

/** Choosing who a task is assigned to (anyone but oneself). */
export const mayAssignTasks = (actor: Actor) => can(actor.role, 'tasks.assign');

export const mayDeleteTask = (actor: Actor) => can(actor.role, 'tasks.delete');

/** Everyone may comment on the tasks they can see. */
export const mayCommentOnTask = (actor: Actor) => can(actor.role, 'comments.create');

export function taskCan(actor: Actor, task: TaskFacts): TaskCan {
  return { edit: mayEditTask(actor, task), delete: mayDeleteTask(actor), assign: mayAssignTasks(actor), comment: mayCommentOnTask(actor) };
}

/**
 * The assignee a new task gets, or why it is refused. Those who create only their own tasks get it assigned to
 * themselves (unassigned means "mine"); anyone else needs tasks.assign to give it to someone else.
 */
export function assigneeOnCreate(actor: Actor, requested: string | null): { assignedToId: string | null } | { refusal: string } {
  if (scopeOf(actor.role, 'tasks.manage') === 'own') {
    if (requested && requested !== actor.id) return { refusal: 'errors.tasks.onlyCreateTasksAssignedYourself' };
    return { assignedToId: actor.id };
  }
  if (requested && requested !== actor.id && !mayAssignTasks(actor)) return { refusal: ONLY_MANAGERS_ASSIGN };
  return { assignedToId: requested };
}
