import { X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { CommunicationListItem } from '../../../shared/schemas/communications';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ErrorState } from '../../components/error-state';
import { FiltersButton } from '../../components/filters-button';
import { Pagination } from '../../components/pagination';
import { SearchInput } from '../../components/search-input';
import { errorMessage } from '../../lib/api';
import { isStaff } from '../../lib/can';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../../lib/current-user';
import { useCommunications } from './api/get-communications';
import { CommunicationDetailsDialog } from './communication-details-dialog';
import { CommunicationFilterBar } from './communication-filter-bar';
import { hasActiveFilters, pageCountOf, type CommunicationFilters } from './communication-filters';
import { CommunicationFormDialog } from './communication-form-dialog';
import { CommunicationList } from './communication-list';
import { CommunicationStats } from './communication-stats';
import { CommunicationsEmptyState } from './communications-empty-state';
import { CommunicationsSkeleton } from './communications-skeleton';
import type { CommunicationFilterControls } from './use-communication-filters';
import { DeleteCommunicationDialog } from './delete-communication-dialog';

interface CommunicationsPanelProps {
  controls: CommunicationFilterControls;
  /** A client's own tab: the list is that client's and the Add dialog preselects it. */
  fixedClient?: { id: string; name: string };
  createOpen: boolean;
  onCreateOpenChange: (open: boolean) => void;
  /** Buttons beside the 'Communication History (n)' heading. */
  actions?: ReactNode;
}

/**
 * Stat tiles, search and filters, the Communication History list with paging, and the add, edit, delete and details
 * dialogs: the Communications screen and a client's Communication tab are both this.
 */
export function CommunicationsPanel({ controls, fixedClient, createOpen, onCreateOpenChange, actions }: CommunicationsPanelProps) {
  const { me } = useCurrentUser();
  const { filters: chosen, setQuery, setFilter, setPage, clear } = controls;
  const filters: CommunicationFilters = fixedClient ? { ...chosen, clientId: fixedClient.id } : chosen;
  const query = useCommunications(filters);
  const list = query.data;
  const headingId = useId();
  const filterPanelId = useId();
  const ignored = fixedClient ? (['clientId'] as const) : [];
  const filtered = hasActiveFilters(filters, ignored);
  const [filtersOpen, setFiltersOpen] = useState(hasActiveFilters(filters, [...ignored, 'q']));
  const [viewing, setViewing] = useState<CommunicationListItem | null>(null);
  const [editing, setEditing] = useState<CommunicationListItem | null>(null);
  const [deleting, setDeleting] = useState<CommunicationListItem | null>(null);

  const pageCount = list ? pageCountOf(list) : 1;
  const settled = list !== undefined && !query.isPlaceholderData;
  // An old link, or deleting the last record of the last page, can leave the page past the end: step back.
  useEffect(() => {
    if (settled && filters.page > pageCount) setPage(pageCount, { replace: true });
  }, [settled, filters.page, pageCount, setPage]);

  let body;
  if (list === undefined && query.isError) {
    body = (
      <ErrorState
        title="Could not load communications"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (list === undefined) {
    body = <CommunicationsSkeleton />;
  } else if (list.items.length === 0) {
    body = <CommunicationsEmptyState filtered={filtered} forClient={!isStaff(me)} />;
  } else {
    body = (
      <CommunicationList
        communications={list.items}
        showClient={!fixedClient}
        onView={setViewing}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <>
      {list ? <CommunicationStats stats={list.stats} /> : null}

      <div className="mb-4 flex flex-wrap gap-2">
        <SearchInput
          className="min-w-0 flex-1 basis-60"
          label="Search communications"
          placeholder="Search communications..."
          value={filters.q}
          onValueChange={setQuery}
          maxLength={200}
        />
        <FiltersButton open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} panelId={filterPanelId} active={hasActiveFilters(filters, [...ignored, 'q'])} openLabel="Hide" />
        {filtered ? (
          <Button variant="ghost" onClick={clear}>
            <X aria-hidden />
            Clear Filters
          </Button>
        ) : null}
      </div>

      <CommunicationFilterBar
        id={filterPanelId}
        hidden={!filtersOpen}
        filters={filters}
        onChange={setFilter}
        showClient={!fixedClient && isStaff(me)}
        showUser={isStaff(me)}
      />

      <Card className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 id={headingId} className="text-base font-semibold">
            Communication History{list ? ` (${list.total})` : ''}
          </h2>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        <div aria-busy={query.isFetching || undefined} className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          {body}
        </div>
      </Card>

      {list && list.items.length > 0 ? (
        <Pagination
          className="mt-4"
          label="Communication pages"
          page={Math.min(filters.page, pageCount)}
          pageCount={pageCount}
          onPageChange={(page) => setPage(page)}
        />
      ) : null}

      <CommunicationFormDialog open={createOpen} onOpenChange={onCreateOpenChange} fixedClient={fixedClient} />
      <CommunicationFormDialog open={!!editing} onOpenChange={(open) => !open && setEditing(null)} communication={editing} />
      <CommunicationDetailsDialog communication={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <DeleteCommunicationDialog communication={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );
}
