import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { ProjectListQuery } from '../../../shared/schemas/projects';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryErrorState } from '../../components/error-state';
import { FiltersButton } from '../../components/filters-button';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchInput } from '../../components/search-input';
import { isClient, isStaff, useCan } from '../../lib/can';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../../lib/current-user';
import { emptyKindOf, useListState, usePageWithinList } from '../../lib/list-state';
import { useProjects } from './api/get-projects';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectStats } from './project-stats';
import { ProjectsCardList } from './projects-card-list';
import { ProjectsEmptyState } from './projects-empty-state';
import { ProjectsFilterPanel } from './projects-filter-panel';
import { ProjectsTable } from './projects-table';

/** /projects: every project the user may see (the server scopes the list), searched and filtered on the server. */
export function ProjectsPage() {
  const allowed = useCan();
  const { me } = useCurrentUser();
  const client = isClient(me);
  const canManage = allowed('projects.manage');
  const listState = useListState(ProjectListQuery);
  const { state: filters, setQuery, set, setPage, clear } = listState;
  const projects = useProjects(listState.query);
  const list = projects.data;
  const filterPanelId = useId();
  // Filters in the address open the panel, so what narrows the list is visible.
  const [filtersOpen, setFiltersOpen] = useState(listState.isFiltered(['q']));
  const [createOpen, setCreateOpen] = useState(false);

  const pageCount = usePageWithinList(listState, list, list !== undefined && !projects.isPlaceholderData);
  const emptyKind = list ? emptyKindOf(list) : null;

  let body;
  if (list === undefined && projects.isError) {
    body = (
      <QueryErrorState title="Could not load projects" query={projects} />
    );
  } else if (list === undefined) {
    body = <ListSkeleton label="Loading projects" />;
  } else if (emptyKind) {
    body = <ProjectsEmptyState kind={emptyKind} forClient={client} />;
  } else {
    body = (
      <>
        <ProjectsTable projects={list.items} />
        <ProjectsCardList projects={list.items} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={client ? 'Your Projects' : 'Projects'}
        subtitle={client ? 'Where each of your projects stands' : 'View and manage all projects across clients'}
        actions={
          canManage ? (
            <Button onClick={() => setCreateOpen(true)}>
              <Plus aria-hidden />
              Add Project
            </Button>
          ) : null
        }
      />

      <ProjectStats stats={list?.stats} />

      <div className="mb-4 flex gap-2">
        <SearchInput
          className="min-w-0 flex-1"
          label="Search projects"
          placeholder="Search projects..."
          value={filters.q ?? ''}
          onValueChange={setQuery}
          maxLength={200}
        />
        <FiltersButton open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} panelId={filterPanelId} active={listState.isFiltered(['q'])} />
      </div>

      <ProjectsFilterPanel
        id={filterPanelId}
        open={filtersOpen}
        filters={filters}
        showManager={isStaff(me)}
        showClient={!client}
        onChange={set}
        onClear={clear}
      />

      <Card className="overflow-hidden">
        <div
          aria-busy={projects.isFetching || undefined}
          className={cn('transition-opacity', projects.isPlaceholderData && 'opacity-60')}
        >
          {body}
        </div>
      </Card>

      {list && !emptyKind ? (
        <div className="mt-4 space-y-2">
          <p className="text-sm text-muted-foreground">
            {list.total === 1 ? '1 project' : `${list.total} projects`}
          </p>
          <Pagination
            label="Project pages"
            page={Math.min(filters.page, pageCount)}
            pageCount={pageCount}
            onPageChange={(page) => setPage(page)}
          />
        </div>
      ) : null}

      {canManage ? <ProjectFormDialog open={createOpen} onOpenChange={setCreateOpen} /> : null}
    </>
  );
}
