/**
 * What the task lists add to the shared list state (src/web/lib/list-state.ts, decision 0036): the filters that depend
 * on each other, the header sort and the list or board view.
 */
import { useSearchParams } from 'react-router';
import type { TaskListQuery } from '@shared/schemas/tasks';
import type { ListStateOptions } from '../../lib/list-state';

export type TaskSort = TaskListQuery['sort'];
export type SortDir = TaskListQuery['dir'];
export type TaskView = 'list' | 'board';

/** Changing the client clears the project and milestone; changing the project clears the milestone. */
export const TASK_LIST_OPTIONS: ListStateOptions<typeof TaskListQuery> = {
  clears: { clientId: ['projectId', 'milestoneId'], projectId: ['milestoneId'] },
};

/** Clicking a header sorts by it ascending; clicking it again flips the direction. */
export function nextSort(current: { sort: TaskSort; dir: SortDir }, sort: TaskSort): { sort: TaskSort; dir: SortDir } {
  return { sort, dir: current.sort === sort && current.dir === 'asc' ? 'desc' : 'asc' };
}

/** The list or the board, in the address beside the filters (`?view=board`). */
export function useTaskView(): [TaskView, (view: TaskView) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: TaskView = searchParams.get('view') === 'board' ? 'board' : 'list';
  const setView = (next: TaskView) =>
    setSearchParams((params) => {
      const out = new URLSearchParams(params);
      if (next === 'board') out.set('view', 'board');
      else out.delete('view');
      return out;
    });
  return [view, setView];
}
