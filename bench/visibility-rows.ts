/**
 * The rows of what a client user may not see (bench/dataset-visibility.ts): the bench client user's tasks list with
 * a fifth of its tasks kept from it, a task's comments with a third internal, and a request's thread with its internal
 * notes, beside the same thread as staff read it. Lists at the list budget.
 */
import { queryOnce } from './databases';
import { LIST_BUDGET_MS, type TimeRow } from './time-rows';

export interface VisibilityIds {
  /** The bench client's task (one it may see) with the most comments. */
  task: string;
  /** The bench client's request with a thread. */
  request: string;
}

export async function visibilityIds(url: string): Promise<VisibilityIds> {
  const { rows } = await queryOnce(
    url,
    `select (select t.id from tasks t where t.client_id = md5('bench-client-201')::uuid and t.client_visible
              order by (select count(*) from task_comments c where c.task_id = t.id) desc, t.id limit 1)::text as task,
            (select r.id from client_requests r where r.client_id = md5('bench-client-201')::uuid
              and exists (select 1 from request_messages m where m.request_id = r.id) order by r.id limit 1)::text as request`,
  );
  return { task: rows[0].task, request: rows[0].request };
}

export function visibilityRows(ids: VisibilityIds): TimeRow[] {
  const list = (name: string, path: string, as: TimeRow['as']): TimeRow => ({ name, path, as, budget: LIST_BUDGET_MS });
  return [
    list('tasks list, page 1 (bench client user, a fifth of its tasks hidden)', '/api/tasks', 'bench-client'),
    list('task comments (bench client user, a third internal)', `/api/tasks/${ids.task}/comments`, 'bench-client'),
    list("a request's thread (bench client user, internal notes left out)", `/api/requests/${ids.request}/messages`, 'bench-client'),
    list("a request's thread (manager)", `/api/requests/${ids.request}/messages`, 'manager'),
  ];
}
