import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { TaskListItem } from '../../../shared/schemas/tasks';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ErrorState } from '../../components/error-state';
import { Pagination } from '../../components/pagination';
import { SearchInput } from '../../components/search-input';
import { errorMessage } from '../../lib/api';
import { isStaff } from '../../lib/can';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../../lib/current-user';
import { useTasks } from './api/get-tasks';
import { DeleteTaskDialog } from './delete-task-dialog';
import { hasActiveFilters, NO_TASK_FILTERS, pageCountOf, withFilter, type TaskFilters } from './task-filters';
import { TaskFilterBar } from './task-filter-bar';
import { TaskFormDialog } from './task-form-dialog';
import { mayCreateTasks, mayDeleteTasks, mayEditTask } from './task-permissions';
import { TaskStats } from './task-stats';
import { TasksCardList } from './tasks-card-list';
import { TasksEmptyState } from './tasks-empty-state';
import { TasksSkeleton } from './tasks-skeleton';
import { TasksTable, type TaskRowActionHandlers } from './tasks-table';

/** The Tasks tab of a client: its tasks, filtered on the server (by project too), with create/edit/delete for those allowed. */
export function ClientTasksTab({ client }: { client: { id: string; name: string } }) {
  const { me } = useCurrentUser();
  // Local state, not the URL: the client screen owns its address (the tab it shows).
  const [filters, setFilters] = useState<TaskFilters>({ ...NO_TASK_FILTERS, clientId: client.id });
  const tasks = useTasks({ ...filters, clientId: client.id });
  const list = tasks.data;
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<TaskListItem | null>(null);
  const [deleting, setDeleting] = useState<TaskListItem | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const filtered = hasActiveFilters(filters, ['clientId']);
  const canDelete = mayDeleteTasks(me);
  const actions: TaskRowActionHandlers | undefined =
    mayCreateTasks(me) || canDelete
      ? {
          canEdit: (task) => mayEditTask(me, task),
          canDelete,
          onEdit: setEditing,
          onDelete: (task) => {
            setDeleting(task);
            setDeleteOpen(true);
          },
        }
      : undefined;
  const pageCount = list ? pageCountOf(list) : 1;
  const fixedClient = { id: client.id, name: client.name };

  let body;
  if (list === undefined && tasks.isError) {
    body = (
      <ErrorState title="Could not load tasks" message={errorMessage(tasks.error)} onRetry={() => void tasks.refetch()} retrying={tasks.isFetching} />
    );
  } else if (list === undefined) {
    body = <TasksSkeleton />;
  } else if (list.items.length === 0) {
    body = <TasksEmptyState filtered={filtered} emptyDescription="Tasks for this client will appear here once they are created." />;
  } else {
    body = (
      <>
        <TasksTable tasks={list.items} showClient={false} showProject showMilestone actions={actions} />
        <TasksCardList tasks={list.items} showClient={false} showProject actions={actions} />
      </>
    );
  }

  return (
    <section aria-labelledby="client-tasks-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="client-tasks-title" className="text-lg font-semibold">
          Tasks ({list?.total ?? 0})
        </h2>
        {mayCreateTasks(me) ? (
          <Button onClick={() => setCreateOpen(true)}>
            <Plus aria-hidden />
            Add Task
          </Button>
        ) : null}
      </div>

      {list ? <TaskStats stats={list.stats} totalLabel="Total Tasks" /> : null}

      <SearchInput
        className="mb-4"
        label="Search tasks"
        placeholder="Search tasks..."
        value={filters.q}
        onValueChange={(q) => setFilters((f) => ({ ...f, q, page: 1 }))}
        maxLength={200}
      />

      <TaskFilterBar
        filters={filters}
        onChange={(key, value) => setFilters((f) => withFilter(f, key, value))}
        onClear={() => setFilters({ ...NO_TASK_FILTERS, clientId: client.id })}
        showClientAndProject={false}
        fixedClientId={client.id}
        showAssignee={isStaff(me)}
      />

      <Card className="overflow-hidden">
        <div aria-busy={tasks.isFetching || undefined} className={cn('transition-opacity', tasks.isPlaceholderData && 'opacity-60')}>
          {body}
        </div>
      </Card>

      {list && list.items.length > 0 ? (
        <Pagination
          className="mt-4"
          label="Client task pages"
          page={Math.min(filters.page, pageCount)}
          pageCount={pageCount}
          onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
        />
      ) : null}

      <TaskFormDialog open={createOpen} onOpenChange={setCreateOpen} title={`Create New Task for ${client.name}`} fixedClient={fixedClient} />
      <TaskFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        task={editing}
        fixedClient={fixedClient}
      />
      <DeleteTaskDialog task={deleting} open={deleteOpen} onOpenChange={setDeleteOpen} />
    </section>
  );
}
