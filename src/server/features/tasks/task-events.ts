/**
 * The tasks' webhook events, each with the task as an admin's GET /api/tasks/{id} returns it, read in the change's
 * transaction (docs/decisions/0061-webhook-events-from-every-change.md). Exported for every write that makes or
 * changes tasks, including those the app layer hands in to other features (a request's task, a quote's work, an import).
 */
import type { DbOrTx } from '../../db/transaction';
import { ADMIN_VIEWER } from '../../webhooks/admin-viewer';
import { emitRecordEvent, type EventDeps } from '../../webhooks/record-event';
import { getTask } from './service';

export type TaskEventType = 'task.created' | 'task.updated' | 'task.completed';

export async function emitTaskEvent(deps: EventDeps, tx: DbOrTx, type: TaskEventType, taskId: string): Promise<void> {
  await emitRecordEvent(deps, tx, type, () => getTask(tx, ADMIN_VIEWER, taskId));
}

/**
 * One event per change: a change that completes the task is `task.completed` (and not also `task.updated`); any other
 * change of a stored value is `task.updated`; a save that changes nothing is no event.
 */
export function taskChangeEvent(before: Record<string, unknown>, values: Record<string, unknown>): TaskEventType | null {
  if (before.status !== 'completed' && values.status === 'completed') return 'task.completed';
  return Object.entries(values).some(([key, value]) => before[key] !== value) ? 'task.updated' : null;
}
