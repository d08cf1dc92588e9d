import { useSearchParams } from 'react-router';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  NO_TASK_FILTERS,
  toggleSort,
  viewFromSearchParams,
  withFilter,
  type TaskFilters,
  type TaskSort,
  type TaskView,
} from './task-filters';

/** The filters, sort, page and view live in the URL: reload, Back and a shared link all show the same list. */
export function useTaskFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const view = viewFromSearchParams(searchParams);

  const update = (change: (current: TaskFilters) => TaskFilters, options?: { replace?: boolean }) =>
    setSearchParams((params) => filtersToSearchParams(change(filtersFromSearchParams(params)), params), options);

  return {
    filters,
    view,
    // Typing replaces the history entry: Back should leave the screen's last search, not each pause in typing.
    setQuery: (q: string) => update((f) => ({ ...f, q, page: 1 }), { replace: true }),
    setFilter: <K extends keyof TaskFilters>(key: K, value: TaskFilters[K]) => update((f) => withFilter(f, key, value)),
    setSort: (sort: TaskSort) => update((f) => toggleSort(f, sort)),
    setPage: (page: number, options?: { replace?: boolean }) => update((f) => ({ ...f, page }), options),
    clear: () => update((f) => ({ ...NO_TASK_FILTERS, sort: f.sort, dir: f.dir })),
    setView: (next: TaskView) =>
      setSearchParams((params) => {
        const out = new URLSearchParams(params);
        if (next === 'board') out.set('view', 'board');
        else out.delete('view');
        return out;
      }),
  };
}
