import { useState } from 'react';
import { tasksApi } from '@shared/api/tasks';
import { TaskListQuery } from '@shared/schemas/tasks';
import { ImportDialog } from '../../components/csv-import/import-dialog';
import { ListActions, ListPagination, ListResults, ListSearchBar, useFilterPanel } from '../../components/list-page-parts';
import { PageHeader } from '../../components/page-header';
import { endpointUrl } from '../../lib/api';
import { can, isClient, isStaff } from '../../lib/can';
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
import { t } from '@web/lib/messages/tasks';

export function TasksPage() {
  const { me } = useCurrentUser();
  const client = isClient(me);
  const listState = useListState(TaskListQuery, TASK_LIST_OPTIONS);
  const { state: filters, set, clear } = listState;
  const [view, setView] = useTaskView();
  const tasks = useTasks(listState.query);
  const list = tasks.data;
  const filtered = listState.isFiltered();
  const filterPanel = useFilterPanel(listState.isFiltered(['q']));
  const [createOpen, setCreateOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);

  const pageCount = usePageWithinList(listState, list, list !== undefined && !tasks.isPlaceholderData);
  // Next and Previous send the task at the page's edge, so a deep page is read from where it starts (decision 0069).
  const turnPage = (page: number) => {
    const items = list?.items ?? [];
    const step = page - filters.page;
    set({ page, after: step === 1 ? items.at(-1)?.id : undefined, before: step === -1 && page > 1 ? items[0]?.id : undefined });
  };

  const canCreate = can(me, 'tasks.manage');

  return (
    <>
      <PageHeader
        title={client ? t('tasks.page.clientTitle') : t('tasks.page.title')}
        subtitle={client ? t('tasks.page.clientSubtitle') : t('tasks.page.subtitle')}
        actions={
          <ListActions
            exportHref={endpointUrl(tasksApi.exportCsv, { query: listQuery(TaskListQuery, filters, { page: 1 }) })}
            addLabel={t('tasks.add')}
            onAdd={canCreate ? () => setCreateOpen(true) : undefined}
            onImport={canCreate ? () => setImportOpen(true) : undefined}
          />
        }
      />

      {list ? <TaskStats stats={list.stats} capped={list.capped} /> : null}

      <ListSearchBar noun={t('tasks.list.noun')} controls={listState} panel={filterPanel} wrap>
        <ViewToggle view={view} onChange={setView} />
      </ListSearchBar>

      <TaskFilterBar
        id={filterPanel.id}
        hidden={!filterPanel.open}
        filters={filters}
        onChange={set}
        onClear={clear}
        showAssignee={isStaff(me)}
        // A client user's tasks are all their company's: no client to choose, their own projects to choose from.
        fixedClientId={client ? (me?.user.clientId ?? undefined) : undefined}
      />

      <ListResults
        query={tasks}
        noun={t('tasks.list.noun')}
        className={view === 'board' && list && list.items.length > 0 ? 'overflow-visible' : 'overflow-hidden'}
        empty={
          list?.items.length === 0 ? (
            <TasksEmptyState filtered={filtered} emptyDescription={client ? t('tasks.page.clientEmpty') : undefined} />
          ) : null
        }
      >
        {({ items }) =>
          view === 'board' ? (
            <div className="p-3">
              <TasksBoard filters={filters} />
            </div>
          ) : (
            <>
              <TasksTable tasks={items} sort={{ sort: filters.sort, dir: filters.dir }} onSort={(sort) => set(nextSort(filters, sort))} />
              <TasksCardList tasks={items} />
            </>
          )
        }
      </ListResults>

      {/* The board's columns page themselves as they scroll. */}
      {list && list.items.length > 0 && view !== 'board' ? (
        <ListPagination
          label={t('tasks.page.pages')}
          page={filters.page}
          pageCount={pageCount}
          onPageChange={turnPage}
          openEnded={list.capped}
        />
      ) : null}

      <TaskFormDialog open={createOpen} onOpenChange={setCreateOpen} />
      {canCreate && <ImportDialog kind="tasks" open={importOpen} onOpenChange={setImportOpen} />}
    </>
  );
}
