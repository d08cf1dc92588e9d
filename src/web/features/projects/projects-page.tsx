import { useState } from 'react';
import { ProjectListQuery } from '@shared/schemas/projects';
import { ListActions, ListPagination, ListResults, ListSearchBar, useFilterPanel } from '../../components/list-page-parts';
import { PageHeader } from '../../components/page-header';
import { isClient, isStaff, useCan } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { emptyKindOf, useListState, usePageWithinList } from '../../lib/list-state';
import { useProjects } from './api/get-projects';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectStats } from './project-stats';
import { ProjectsCardList } from './projects-card-list';
import { ProjectsEmptyState } from './projects-empty-state';
import { ProjectsFilterPanel } from './projects-filter-panel';
import { ProjectsTable } from './projects-table';
import { t } from '@web/lib/messages/projects';

/** /projects: every project the user may see (the server scopes the list), searched and filtered on the server. */
export function ProjectsPage() {
  const allowed = useCan();
  const { me } = useCurrentUser();
  const client = isClient(me);
  const canManage = allowed('projects.manage');
  const listState = useListState(ProjectListQuery);
  const { state: filters, set, setPage, clear } = listState;
  const projects = useProjects(listState.query);
  const list = projects.data;
  // Filters in the address open the panel, so what narrows the list is visible.
  const filterPanel = useFilterPanel(listState.isFiltered(['q']));
  const [createOpen, setCreateOpen] = useState(false);

  const pageCount = usePageWithinList(listState, list, list !== undefined && !projects.isPlaceholderData);
  const emptyKind = list ? emptyKindOf(list) : null;

  return (
    <>
      <PageHeader
        title={client ? t('projects.list.titleClient') : t('projects.list.title')}
        subtitle={client ? t('projects.list.subtitleClient') : t('projects.list.subtitle')}
        actions={<ListActions addLabel={t('projects.list.add')} onAdd={canManage ? () => setCreateOpen(true) : undefined} />}
      />

      <ProjectStats stats={list?.stats} />

      <ListSearchBar noun={t('projects.list.noun')} controls={listState} panel={filterPanel} />

      <ProjectsFilterPanel
        id={filterPanel.id}
        open={filterPanel.open}
        filters={filters}
        showManager={isStaff(me)}
        showClient={!client}
        onChange={set}
        onClear={clear}
      />

      <ListResults
        query={projects}
        noun={t('projects.list.noun')}
        empty={emptyKind ? <ProjectsEmptyState kind={emptyKind} forClient={client} /> : null}
      >
        {({ items }) => (
          <>
            <ProjectsTable projects={items} />
            <ProjectsCardList projects={items} />
          </>
        )}
      </ListResults>

      {list && !emptyKind ? (
        <div className="mt-4 space-y-2">
          <p className="text-sm text-muted-foreground">{t('projects.list.count', { count: list.total })}</p>
          <ListPagination className="" label={t('projects.list.pages')} page={filters.page} pageCount={pageCount} onPageChange={setPage} />
        </div>
      ) : null}

      {canManage ? <ProjectFormDialog open={createOpen} onOpenChange={setCreateOpen} /> : null}
    </>
  );
}
