import { Plus } from 'lucide-react';
import { useState } from 'react';
import { TaskListQuery, type TaskListItem } from '@shared/schemas/tasks';
import { ListSearchInput } from '../../components/list-page-parts';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryErrorState } from '../../components/error-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { Pagination } from '../../components/pagination';
import { can, isStaff } from '../../lib/can';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../../lib/current-user';
import { pageCountOf, useLocalListState } from '../../lib/list-state';
import { useTasks } from './api/get-tasks';
import { DeleteTaskDialog } from './delete-task-dialog';
import { TaskFilterBar } from './task-filter-bar';
import { TaskFormDialog } from './task-form-dialog';
import { TASK_LIST_OPTIONS } from './task-list-options';
import { TaskStats } from './task-stats';
import { TasksCardList } from './tasks-card-list';
import { TasksEmptyState } from './tasks-empty-state';
import { TasksTable, type TaskRowActionHandlers } from './tasks-table';
import { RecordTabSection } from '../../components/record-tab-section';
import { t } from '@web/lib/messages/tasks';

type Ref = { id: string; name: string };

/** What a tab's tasks belong to: a client (all its projects), or one project of a client. */
export type TaskTabScope = { client: Ref; project?: Ref };

/**
 * The Tasks tab of a client or a project: its tasks, filtered on the server, with create/edit/delete for those
 * allowed. The project's tab is the client's without the project column (docs/product.md, Screens and access).
 */
export function ScopedTasksTab({ scope }: { scope: TaskTabScope }) {
  const { client, project } = scope;
  const { me } = useCurrentUser();
  // Local state, not the URL: the client or project screen owns its address (the tab it shows).
  const listState = useLocalListState(TaskListQuery, {
    ...TASK_LIST_OPTIONS,
    fixed: project ? { projectId: project.id } : { clientId: client.id },
  });
  const { state: filters } = listState;
  const tasks = useTasks(listState.query);
  const list = tasks.data;
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<TaskListItem | null>(null);
  const [deleting, setDeleting] = useState<TaskListItem | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const filtered = listState.isFiltered();
  const canCreate = can(me, 'tasks.manage');
  const actions: TaskRowActionHandlers | undefined =
    canCreate || list?.items.some((task) => task.can.edit || task.can.delete)
      ? {
          onEdit: setEditing,
          onDelete: (task) => {
            setDeleting(task);
            setDeleteOpen(true);
          },
        }
      : undefined;
  const pageCount = list ? pageCountOf(list) : 1;

  let body;
  if (list === undefined && tasks.isError) {
    body = <QueryErrorState title={t('tasks.scoped.loadFailed')} query={tasks} />;
  } else if (list === undefined) {
    body = <ListSkeleton label={t('tasks.scoped.loading')} />;
  } else if (list.items.length === 0) {
    body = <TasksEmptyState filtered={filtered} emptyDescription={t(project ? 'tasks.scoped.emptyProject' : 'tasks.scoped.emptyClient')} />;
  } else {
    body = (
      <>
        <TasksTable tasks={list.items} showClient={false} showProject={!project} showMilestone actions={actions} />
        <TasksCardList tasks={list.items} showClient={false} showProject={!project} actions={actions} />
      </>
    );
  }

  return (
    <RecordTabSection
      title={t(project ? 'tasks.scoped.projectHeading' : 'tasks.scoped.heading', { count: list?.total ?? 0 })}
      action={
        canCreate ? (
          <Button onClick={() => setCreateOpen(true)}>
            <Plus aria-hidden />
            {t('tasks.add')}
          </Button>
        ) : null
      }
    >
      {list ? <TaskStats stats={list.stats} capped={list.capped} totalLabel={t('tasks.scoped.totalTasks')} /> : null}

      <ListSearchInput controls={listState} className="mb-4" label={t('tasks.search.label')} placeholder={t('tasks.search.placeholder')} />

      <TaskFilterBar
        filters={filters}
        onChange={listState.set}
        onClear={listState.clear}
        showClientAndProject={false}
        fixedClientId={project ? undefined : client.id}
        fixedProjectId={project?.id}
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
          label={project ? t('tasks.scoped.projectPages') : t('tasks.scoped.clientPages')}
          page={Math.min(filters.page, pageCount)}
          pageCount={pageCount}
          openEnded={list.capped}
          onPageChange={listState.setPage}
        />
      ) : null}

      <TaskFormDialog
        open={createOpen}
        onOpenChange={setCreateOpen}
        title={
          project ? t('tasks.scoped.createForProject', { name: project.name }) : t('tasks.scoped.createForClient', { name: client.name })
        }
        fixedClient={client}
        fixedProject={project}
      />
      <TaskFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        task={editing}
        fixedClient={client}
        fixedProject={project}
      />
      <DeleteTaskDialog task={deleting} open={deleteOpen} onOpenChange={setDeleteOpen} />
    </RecordTabSection>
  );
}
