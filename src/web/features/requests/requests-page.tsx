import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { RequestListQuery } from '@shared/schemas/requests';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ListActions, ListPagination, ListResults, ListSearchBar, useFilterPanel } from '../../components/list-page-parts';
import { PageHeader } from '../../components/page-header';
import { can, isClient } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { emptyKindOf, useListState, usePageWithinList } from '../../lib/list-state';
import { useRequests } from './api/get-requests';
import { RequestFilterBar } from './request-filter-bar';
import { RequestFormDialog } from './request-form-dialog';
import { RequestList } from './request-list';
import { RequestStats } from './request-stats';
import { t } from '@web/lib/messages/requests';

/** Changing the client clears the project (another client's projects). */
const LIST_OPTIONS = { clears: { clientId: ['projectId'] } } as const;

/** Staff answer the requests in their scope; client users follow their company's (decision 0044). */
export function RequestsPage() {
  const { me } = useCurrentUser();
  const client = isClient(me);
  const listState = useListState(RequestListQuery, LIST_OPTIONS);
  const { state: filters, set, setPage, clear } = listState;
  const requests = useRequests(listState.query);
  const list = requests.data;
  const filterPanel = useFilterPanel(listState.isFiltered(['q']));
  const [createOpen, setCreateOpen] = useState(false);
  const pageCount = usePageWithinList(listState, list, list !== undefined && !requests.isPlaceholderData);
  const empty = list ? emptyKindOf(list) : null;

  return (
    <>
      <PageHeader
        title={client ? t('requests.list.yourTitle') : t('requests.list.title')}
        subtitle={client ? t('requests.list.subtitleClient') : t('requests.list.subtitleStaff')}
        actions={
          <ListActions addLabel={t('requests.form.newTitle')} onAdd={can(me, 'requests.create') ? () => setCreateOpen(true) : undefined} />
        }
      />

      {list ? <RequestStats stats={list.stats} /> : null}

      <ListSearchBar noun={t('requests.list.noun')} controls={listState} panel={filterPanel} />
      <RequestFilterBar id={filterPanel.id} hidden={!filterPanel.open} filters={filters} onChange={set} showClient={!client} />

      <ListResults
        query={requests}
        noun={t('requests.list.noun')}
        empty={
          empty === 'none-yet' ? (
            <EmptyState
              icon={Inbox}
              title={t('requests.list.empty')}
              description={client ? t('requests.list.emptyClient') : t('requests.list.emptyStaff')}
            />
          ) : empty === 'no-matches' ? (
            <EmptyState
              icon={Inbox}
              title={t('requests.list.noMatches')}
              description={t('requests.list.noMatchesDescription')}
              action={
                <Button variant="secondary" onClick={clear}>
                  {t('requests.list.clearFilters')}
                </Button>
              }
            />
          ) : null
        }
      >
        {({ items }) => <RequestList requests={items} showClient={!client} />}
      </ListResults>

      {list && list.items.length > 0 ? (
        <ListPagination label={t('requests.list.pages')} page={filters.page} pageCount={pageCount} onPageChange={setPage} />
      ) : null}

      <RequestFormDialog open={createOpen} onOpenChange={setCreateOpen} />
    </>
  );
}
