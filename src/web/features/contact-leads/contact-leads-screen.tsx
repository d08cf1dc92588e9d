import { useId, useState } from 'react';
import { leadsApi } from '../../../shared/api/leads';
import { LeadListQuery, type Lead } from '../../../shared/schemas/leads';
import { ListActions, ListBody, ListPagination, ListResultsCard, ListSearchBar } from '../../components/list-page-parts';
import { ListSkeleton } from '../../components/list-skeleton';
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

/** The Contact Leads screen for users who may see leads (the page checks that first). */
export function ContactLeadsScreen() {
  const listState = useListState(LeadListQuery);
  const { state: filters, setQuery, set, clear } = listState;
  const leads = useLeads(listState.query);
  const list = leads.data;
  const filterPanelId = useId();
  // A status in the address opens the panel, so what filters the list is visible.
  const [filtersOpen, setFiltersOpen] = useState(filters.status !== undefined);

  const [viewing, setViewing] = useState<Lead | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [deleting, setDeleting] = useState<Lead | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const pageCount = usePageWithinList(listState, list, list !== undefined && !leads.isPlaceholderData);

  const viewedLead = viewing ? newerLead(list?.items.find((l) => l.id === viewing.id), viewing) : null;

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
        title={list ? `Contact Leads (${list.total})` : 'Contact Leads'}
        documentTitle="Contact Leads"
        subtitle="Enquiries from the website contact form"
        actions={<ListActions exportHref={endpointUrl(leadsApi.exportCsv, { query: listQuery(LeadListQuery, filters, { page: 1 }) })} />}
      />

      {list ? <LeadStats stats={list.stats} /> : null}

      <ListSearchBar
        noun="submissions"
        q={filters.q}
        onQueryChange={setQuery}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        filterPanelId={filterPanelId}
        filtersActive={Boolean(filters.status)}
      />

      <LeadsFilterPanel
        id={filterPanelId}
        open={filtersOpen}
        status={filters.status}
        onStatusChange={(status) => set({ status })}
        onClear={clear}
      />

      <ListResultsCard query={leads}>
        <ListBody
          query={leads}
          list={list}
          errorTitle="Could not load submissions"
          loading={<ListSkeleton label="Loading submissions" />}
          empty={emptyKind ? <LeadsEmptyState kind={emptyKind} /> : null}
        >
          {({ items }) => (
            <>
              <LeadsTable leads={items} onView={openDetails} onDelete={askDelete} />
              <LeadsCardList leads={items} onView={openDetails} onDelete={askDelete} />
            </>
          )}
        </ListBody>
      </ListResultsCard>

      {list && !emptyKind ? (
        <ListPagination label="Submission pages" page={filters.page} pageCount={pageCount} onPageChange={listState.setPage} />
      ) : null}

      <LeadDetailsDialog
        lead={viewedLead}
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
        onLeadChange={setViewing}
      />
      <DeleteLeadDialog lead={deleting} open={deleteOpen} onOpenChange={setDeleteOpen} />
    </>
  );
}
