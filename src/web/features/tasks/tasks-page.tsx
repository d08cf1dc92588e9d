import { Download, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { tasksApi } from '../../../shared/api/tasks';
import { TaskListQuery } from '../../../shared/schemas/tasks';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryErrorState } from '../../components/error-state';
import { FiltersButton } from '../../components/filters-button';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchInput } from '../../components/search-input';
import { endpointUrl } from '../../lib/api';
import { can, isClient, isStaff } from '../../lib/can';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../../lib/current-user';
import { listQuery, useListState, usePageWithinList } from '../../lib/list-state';
import { useTasks } from './api/get-tasks';
import { TaskFilterBar } from './task-filter-bar';
import { TaskFormDialog } from './task-form-dialog';
import { nextSort, TASK_LIST_OPTIONS, useTaskView } from './task-list-options';
import { TaskStats } from './task-stats';
import { TasksBoard } from './tasks-board';
import { TasksCardList } from './tasks-card-list';
import { TasksEmptyState } from './tasks-empty-state';
import { TasksTable } from './tasks-table';
import { ViewToggle } from './view-toggle';

export function TasksPage() {
  const { me } = useCurrentUser();
  const client = isClient(me);
  const listState = useListState(TaskListQuery, TASK_LIST_OPTIONS);
  const { state: filters, set, setQuery, setPage, clear } = listState;
  const [view, setView] = useTaskView();
  const tasks = useTasks(listState.query);
  const list = tasks.data;
  const filterPanelId = useId();
  const filtered = listState.isFiltered();
  const [filtersOpen, setFiltersOpen] = useState(listState.isFiltered(['q']));
  const [createOpen, setCreateOpen] = useState(false);

  const pageCount = usePageWithinList(listState, list, list !== undefined && !tasks.isPlaceholderData);

  const canCreate = can(me, 'tasks.manage');

  let body;
  if (list === undefined && tasks.isError) {
    body = (
      <QueryErrorState title="Could not load tasks" query={tasks} />
    );
  } else if (list === undefined) {
    body = <ListSkeleton label="Loading tasks" />;
  } else if (list.items.length === 0) {
    body = <TasksEmptyState filtered={filtered} emptyDescription={client ? 'Tasks on your projects will appear here once the team plans them.' : undefined} />;
  } else if (view === 'board') {
    body = (
      <div className="p-3">
        <TasksBoard filters={filters} />
      </div>
    );
  } else {
    body = (
      <>
        <TasksTable tasks={list.items} sort={{ sort: filters.sort, dir: filters.dir }} onSort={(sort) => set(nextSort(filters, sort))} />
        <TasksCardList tasks={list.items} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={client ? 'Your Tasks' : 'Tasks'}
        subtitle={client ? 'The work on your projects and where it stands' : 'View and manage all tasks across projects'}
        actions={
          <>
            <Button asChild variant="secondary">
              <a href={endpointUrl(tasksApi.exportCsv, { query: listQuery(TaskListQuery, filters, { page: 1 }) })} download>
                <Download aria-hidden />
                Export CSV
              </a>
            </Button>
            {canCreate ? (
              <Button onClick={() => setCreateOpen(true)}>
                <Plus aria-hidden />
                Add Task
              </Button>
            ) : null}
          </>
        }
      />

      {list ? <TaskStats stats={list.stats} /> : null}

      <div className="mb-4 flex flex-wrap gap-2">
        <SearchInput
          className="min-w-0 flex-1 basis-60"
          label="Search tasks"
          placeholder="Search tasks..."
          value={filters.q ?? ''}
          onValueChange={setQuery}
          maxLength={200}
        />
        <FiltersButton open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} panelId={filterPanelId} active={listState.isFiltered(['q'])} />
        <ViewToggle view={view} onChange={setView} />
      </div>

      <TaskFilterBar
        id={filterPanelId}
        hidden={!filtersOpen}
        filters={filters}
        onChange={set}
        onClear={clear}
        showAssignee={isStaff(me)}
        // A client user's tasks are all their company's: no client to choose, their own projects to choose from.
        fixedClientId={client ? (me?.user.clientId ?? undefined) : undefined}
      />

      <Card className={cn(view === 'board' && list && list.items.length > 0 ? 'overflow-visible' : 'overflow-hidden')}>
        <div aria-busy={tasks.isFetching || undefined} className={cn('transition-opacity', tasks.isPlaceholderData && 'opacity-60')}>
          {body}
        </div>
      </Card>

      {/* The board's columns page themselves as they scroll. */}
      {list && list.items.length > 0 && view !== 'board' ? (
        <Pagination
          className="mt-4"
          label="Task pages"
          page={Math.min(filters.page, pageCount)}
          pageCount={pageCount}
          onPageChange={(page) => setPage(page)}
        />
      ) : null}

      <TaskFormDialog open={createOpen} onOpenChange={setCreateOpen} />
    </>
  );
}
