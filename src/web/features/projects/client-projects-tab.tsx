import { CheckCircle2, FolderKanban, PlayCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { ProjectListQuery, type ProjectListItem } from '@shared/schemas/projects';
import { ListSearchInput } from '../../components/list-page-parts';
import { Button } from '../../components/button';
import { QueryErrorState } from '../../components/error-state';
import { Pagination } from '../../components/pagination';
import { SelectField } from '../../components/select-field';
import { Skeleton } from '../../components/skeleton';
import { StatCard } from '../../components/stat-card';
import { useCan } from '../../lib/can';
import { cn } from '../../lib/cn';
import { pageCountOf, useLocalListState } from '../../lib/list-state';
import { useClientProjectCounts } from './api/get-client-project-counts';
import { useManagerOptions } from './api/get-manager-options';
import { useProjects } from './api/get-projects';
import { ClientProjectCard } from './client-project-card';
import { DeleteProjectDialog } from './delete-project-dialog';
import { personName } from './project-format';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectsEmptyState } from './projects-empty-state';
import { ProjectStateFilters } from './projects-filter-panel';
import { RecordTabSection } from '../../components/record-tab-section';
import { t } from '@web/lib/messages/projects';
import { formatNumber } from '../../lib/format';

/** The Projects tab of a client: counts, filters and cards, with create / edit / delete for those who manage projects. */
export function ClientProjectsTab({ client }: { client: { id: string; name: string } }) {
  // Adding is the role's (the permission table); editing and deleting a card, that project's `can`.
  const canManage = useCan()('projects.manage');
  // Local state, not the URL: the client screen owns its address (the tab it shows).
  const listState = useLocalListState(ProjectListQuery, { fixed: { clientId: client.id } });
  const { state: filters, set } = listState;
  const projects = useProjects(listState.query);
  const counts = useClientProjectCounts(client.id);
  const managers = useManagerOptions();
  const list = projects.data;
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<ProjectListItem | null>(null);
  const [deleting, setDeleting] = useState<ProjectListItem | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const pageCount = list ? pageCountOf(list) : 1;
  const filtered = listState.isFiltered();

  let body;
  if (list === undefined && projects.isError) {
    body = <QueryErrorState title={t('projects.clientTab.loadError')} query={projects} />;
  } else if (list === undefined) {
    body = (
      <div role="status" aria-label={t('projects.clientTab.loading')} className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-48 rounded-xl" />
        ))}
      </div>
    );
  } else if (list.items.length === 0) {
    body = <ProjectsEmptyState kind={filtered ? 'no-matches' : 'none-yet'} />;
  } else {
    body = (
      <ul
        aria-label={t('projects.list.title')}
        className={cn('grid gap-4 transition-opacity md:grid-cols-2', projects.isPlaceholderData && 'opacity-60')}
      >
        {list.items.map((project) => (
          <li key={project.id} className="flex">
            <div className="w-full">
              <ClientProjectCard
                project={project}
                onEdit={project.can.edit ? setEditing : undefined}
                onDelete={
                  project.can.delete
                    ? (p) => {
                        setDeleting(p);
                        setDeleteOpen(true);
                      }
                    : undefined
                }
              />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <RecordTabSection
      title={t('projects.clientTab.title', { count: formatNumber(list?.total ?? 0) })}
      action={
        canManage ? (
          <Button onClick={() => setCreateOpen(true)}>
            <Plus aria-hidden />
            {t('projects.list.add')}
          </Button>
        ) : null
      }
    >
      <section aria-label={t('projects.stats.label')} className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard label={t('projects.clientTab.total')} value={counts?.total ?? '–'} icon={FolderKanban} />
        <StatCard
          label={t('projects.stats.active')}
          value={counts?.active ?? '–'}
          icon={PlayCircle}
          iconClassName="text-blue-600 dark:text-blue-300"
        />
        <StatCard
          label={t('projects.stats.completed')}
          value={counts?.completed ?? '–'}
          icon={CheckCircle2}
          iconClassName="text-green-600 dark:text-green-300"
        />
      </section>

      <div className="mb-4 grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <ListSearchInput
          controls={listState}
          label={t('projects.clientTab.search')}
          placeholder={t('projects.clientTab.searchPlaceholder')}
        />
        <ProjectStateFilters filters={filters} onChange={set} />
        <SelectField
          label={t('projects.projectManager')}
          value={filters.managerId ?? ''}
          onChange={(e) => set({ managerId: e.target.value || null })}
        >
          <option value="">{t('projects.filters.allManagers')}</option>
          <option value="unassigned">{t('projects.unassigned')}</option>
          {managers.data?.map((m) => (
            <option key={m.id} value={m.id}>
              {personName(m)}
            </option>
          ))}
        </SelectField>
      </div>

      <div aria-busy={projects.isFetching || undefined}>{body}</div>

      {list && pageCount > 1 ? (
        <Pagination
          className="mt-4"
          label={t('projects.clientTab.pages')}
          page={Math.min(filters.page, pageCount)}
          pageCount={pageCount}
          onPageChange={listState.setPage}
        />
      ) : null}

      {canManage ? (
        <>
          <ProjectFormDialog open={createOpen} onOpenChange={setCreateOpen} defaultClient={client} />
          <ProjectFormDialog
            open={editing !== null}
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
            project={editing ?? undefined}
          />
          {deleting ? (
            <DeleteProjectDialog project={deleting} open={deleteOpen} onOpenChange={setDeleteOpen} onDeleted={() => setDeleting(null)} />
          ) : null}
        </>
      ) : null}
    </RecordTabSection>
  );
}
