/** What the signed-in user may do with tasks, mirrored from the capabilities /api/me sent (the server decides). */
import type { Me } from '../../../shared/api-types';
import type { TaskListItem } from '../../../shared/schemas/tasks';
import { can, scopeFor } from '../../lib/can';

export function mayCreateTasks(me: Me | null | undefined): boolean {
  return can(me, 'tasks.manage');
}

/** A list row has no `can`: 'all' edits any task, 'own' only those assigned to the user. */
export function mayEditTask(me: Me | null | undefined, task: Pick<TaskListItem, 'assignedTo'>): boolean {
  const scope = scopeFor(me, 'tasks.manage');
  if (scope === 'all') return true;
  return scope === 'own' && !!me && task.assignedTo?.id === me.user.id;
}

export function mayDeleteTasks(me: Me | null | undefined): boolean {
  return can(me, 'tasks.delete');
}

export function mayAssignTasks(me: Me | null | undefined): boolean {
  return can(me, 'tasks.assign');
}
