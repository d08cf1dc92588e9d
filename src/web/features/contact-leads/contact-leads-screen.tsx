import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { leadsApi } from '../../../shared/api/leads';
import { LeadListQuery, type Lead } from '../../../shared/schemas/leads';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryErrorState } from '../../components/error-state';
import { FiltersButton } from '../../components/filters-button';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchInput } from '../../components/search-input';
import { endpointUrl } from '../../lib/api';
import { cn } from '../../lib/cn';
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

  let body;
  if (list === undefined && leads.isError) {
    body = (
      <QueryErrorState title="Could not load submissions" query={leads} />
    );
  } else if (list === undefined) {
    body = <ListSkeleton label="Loading submissions" />;
  } else if (emptyKind) {
    body = <LeadsEmptyState kind={emptyKind} />;
  } else {
    body = (
      <>
        <LeadsTable leads={list.items} onView={openDetails} onDelete={askDelete} />
        <LeadsCardList leads={list.items} onView={openDetails} onDelete={askDelete} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={list ? `Contact Leads (${list.total})` : 'Contact Leads'}
        documentTitle="Contact Leads"
        subtitle="Enquiries from the website contact form"
        actions={
          <Button asChild variant="secondary">
            <a href={endpointUrl(leadsApi.exportCsv, { query: listQuery(LeadListQuery, filters, { page: 1 }) })} download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
        }
      />

      {list ? <LeadStats stats={list.stats} /> : null}

      <div className="mb-4 flex gap-2">
        <SearchInput
          className="min-w-0 flex-1"
          label="Search submissions"
          placeholder="Search submissions..."
          value={filters.q ?? ''}
          onValueChange={setQuery}
          maxLength={200}
        />
        <FiltersButton open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} panelId={filterPanelId} active={Boolean(filters.status)} />
      </div>

      <LeadsFilterPanel
        id={filterPanelId}
        open={filtersOpen}
        status={filters.status}
        onStatusChange={(status) => set({ status })}
        onClear={clear}
      />

      <Card className="overflow-hidden">
        <div
          aria-busy={leads.isFetching || undefined}
          className={cn('transition-opacity', leads.isPlaceholderData && 'opacity-60')}
        >
          {body}
        </div>
      </Card>

      {list && !emptyKind ? (
        <Pagination
          className="mt-4"
          label="Submission pages"
          page={Math.min(filters.page, pageCount)}
          pageCount={pageCount}
          onPageChange={(page) => listState.setPage(page)}
        />
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
