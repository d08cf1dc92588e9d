/**
 * Who may do what with a task, from the shared permission table. The service enforces these and the detail's `can`
 * reports them, so the buttons a screen shows and what the server accepts never disagree.
 */
import { can, scopeOf } from '../../../shared/permissions';
import type { CurrentUser } from '../../context';

/** Developers and designers ('own') edit only the tasks assigned to them; managers edit every task they see. */
export function canEditTask(user: CurrentUser, task: { assignedToId: string | null }): boolean {
  const scope = scopeOf(user.role, 'tasks.manage');
  return scope === 'all' || (scope === 'own' && task.assignedToId === user.id);
}

/** Choosing who a task is assigned to (anyone but oneself). */
export const canAssignTasks = (user: CurrentUser) => can(user.role, 'tasks.assign');

export const canDeleteTasks = (user: CurrentUser) => can(user.role, 'tasks.delete');

/** Everyone may comment on the tasks they can see. */
export const canCommentOnTasks = (user: CurrentUser) => can(user.role, 'comments.create');

/** Creating or editing only tasks assigned to oneself. */
export const managesOwnTasksOnly = (user: CurrentUser) => scopeOf(user.role, 'tasks.manage') === 'own';

export function taskAbilities(user: CurrentUser, task: { assignedToId: string | null }) {
  return {
    edit: canEditTask(user, task),
    delete: canDeleteTasks(user),
    assign: canAssignTasks(user),
    comment: canCommentOnTasks(user),
  };
}

/** Roles a task may be assigned to (the task form's assignee list). */
export const ASSIGNABLE_ROLES = ['developer', 'designer', 'manager', 'admin'] as const;
