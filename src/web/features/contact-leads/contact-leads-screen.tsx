import { useState } from 'react';
import { leadsApi } from '@shared/api/leads';
import { LeadListQuery, type Lead } from '@shared/schemas/leads';
import { ListActions, ListPagination, ListResults, ListSearchBar, useFilterPanel } from '../../components/list-page-parts';
import { PageHeader } from '../../components/page-header';
import { endpointUrl } from '../../lib/api';
import { emptyKindOf, listQuery, useListState, usePageWithinList } from '../../lib/list-state';
import { useLeads } from './api/get-leads';
import { DeleteLeadDialog } from './delete-lead-dialog';
import { LeadDetailsDialog } from './lead-details-dialog';
import { newerLead } from './lead-format';
import { LeadStats } from './lead-stats';
import { LeadsCardList } from './leads-card-list';
import { LeadsEmptyState } from './leads-empty-state';
import { LeadsFilterPanel } from './leads-filter-panel';
import { LeadsTable } from './leads-table';
import { t } from '@web/lib/messages/leads';

/** The Contact Leads screen for users who may see leads (the page checks that first). */
export function ContactLeadsScreen() {
  const listState = useListState(LeadListQuery);
  const { state: filters, set, clear } = listState;
  const leads = useLeads(listState.query);
  const list = leads.data;
  // A status in the address opens the panel, so what filters the list is visible.
  const filterPanel = useFilterPanel(filters.status !== undefined);

  const [viewing, setViewing] = useState<Lead | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [deleting, setDeleting] = useState<Lead | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const pageCount = usePageWithinList(listState, list, list !== undefined && !leads.isPlaceholderData);

  const viewedLead = viewing
    ? newerLead(
        list?.items.find((l) => l.id === viewing.id),
        viewing,
      )
    : null;

  const openDetails = (lead: Lead) => {
    setViewing(lead);
    setDetailsOpen(true);
  };
  const askDelete = (lead: Lead) => {
    setDeleting(lead);
    setDeleteOpen(true);
  };

  const emptyKind = list ? emptyKindOf(list) : null;

  return (
    <>
      <PageHeader
        title={list ? t('leads.page.titleCount', { count: String(list.total) }) : t('leads.page.title')}
        documentTitle={t('leads.page.title')}
        subtitle={t('leads.page.subtitle')}
        actions={<ListActions exportHref={endpointUrl(leadsApi.exportCsv, { query: listQuery(LeadListQuery, filters, { page: 1 }) })} />}
      />

      {list ? <LeadStats stats={list.stats} /> : null}

      <ListSearchBar noun={t('leads.list.noun')} controls={listState} panel={filterPanel} filtersActive={Boolean(filters.status)} />

      <LeadsFilterPanel
        id={filterPanel.id}
        open={filterPanel.open}
        status={filters.status}
        onStatusChange={(status) => set({ status })}
        onClear={clear}
      />

      <ListResults query={leads} noun={t('leads.list.noun')} empty={emptyKind ? <LeadsEmptyState kind={emptyKind} /> : null}>
        {({ items }) => (
          <>
            <LeadsTable leads={items} onView={openDetails} onDelete={askDelete} />
            <LeadsCardList leads={items} onView={openDetails} onDelete={askDelete} />
          </>
        )}
      </ListResults>

      {list && !emptyKind ? (
        <ListPagination label={t('leads.page.pages')} page={filters.page} pageCount={pageCount} onPageChange={listState.setPage} />
      ) : null}

      <LeadDetailsDialog lead={viewedLead} open={detailsOpen} onOpenChange={setDetailsOpen} onLeadChange={setViewing} />
      <DeleteLeadDialog lead={deleting} open={deleteOpen} onOpenChange={setDeleteOpen} />
    </>
  );
}
