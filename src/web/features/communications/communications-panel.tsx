import { X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { CommunicationListItem } from '@shared/schemas/communications';
import { Button } from '../../components/button';
import { ListPagination, ListResults, ListSearchBar, useFilterPanel } from '../../components/list-page-parts';
import { isStaff } from '../../lib/can';
import { useCurrentUser } from '../../lib/current-user';
import { usePageWithinList } from '../../lib/list-state';
import { useCommunications } from './api/get-communications';
import { CommunicationDetailsDialog } from './communication-details-dialog';
import { CommunicationFilterBar } from './communication-filter-bar';
import { CommunicationFormDialog } from './communication-form-dialog';
import { communicationQuery, type CommunicationListControls } from './communication-list-options';
import { CommunicationList } from './communication-list';
import { CommunicationStats } from './communication-stats';
import { CommunicationsEmptyState } from './communications-empty-state';
import { CommunicationsSkeleton } from './communications-skeleton';
import { DeleteCommunicationDialog } from './delete-communication-dialog';
import { t } from '@web/lib/messages/communications';

interface CommunicationsPanelProps {
  /** The list state: the address's on the Communications screen, in memory (its client fixed) on a client's tab. */
  controls: CommunicationListControls;
  /** A client's own tab: the Add dialog preselects it. */
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
  const { state: filters, set, clear } = controls;
  const query = useCommunications(communicationQuery(filters));
  const list = query.data;
  const headingId = useId();
  const filtered = controls.isFiltered();
  const filterPanel = useFilterPanel(controls.isFiltered(['q']));
  const [viewing, setViewing] = useState<CommunicationListItem | null>(null);
  const [editing, setEditing] = useState<CommunicationListItem | null>(null);
  const [deleting, setDeleting] = useState<CommunicationListItem | null>(null);

  const pageCount = usePageWithinList(controls, list, list !== undefined && !query.isPlaceholderData);

  return (
    <>
      {list ? <CommunicationStats stats={list.stats} /> : null}

      <ListSearchBar
        noun={t('communications.noun')}
        controls={controls}
        panel={filterPanel}
        filtersOpenLabel={t('communications.hideFilters')}
        wrap
      >
        {filtered ? (
          <Button variant="ghost" onClick={clear}>
            <X aria-hidden />
            {t('communications.clearFilters')}
          </Button>
        ) : null}
      </ListSearchBar>

      <CommunicationFilterBar
        id={filterPanel.id}
        hidden={!filterPanel.open}
        filters={filters}
        onChange={set}
        showClient={!fixedClient && isStaff(me)}
        showUser={isStaff(me)}
      />

      <ListResults
        query={query}
        noun={t('communications.noun')}
        loading={<CommunicationsSkeleton />}
        header={
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
            <h2 id={headingId} className="text-base font-semibold">
              {list ? t('communications.historyCount', { count: list.total }) : t('communications.history')}
            </h2>
            {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
          </div>
        }
        empty={list?.items.length === 0 ? <CommunicationsEmptyState filtered={filtered} forClient={!isStaff(me)} /> : null}
      >
        {({ items }) => (
          <CommunicationList
            communications={items}
            showClient={!fixedClient}
            onView={setViewing}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </ListResults>

      {list && list.items.length > 0 ? (
        <ListPagination label={t('communications.pages')} page={filters.page} pageCount={pageCount} onPageChange={controls.setPage} />
      ) : null}

      <CommunicationFormDialog open={createOpen} onOpenChange={onCreateOpenChange} fixedClient={fixedClient} />
      <CommunicationFormDialog open={!!editing} onOpenChange={(open) => !open && setEditing(null)} communication={editing} />
      <CommunicationDetailsDialog communication={viewing} onOpenChange={(open) => !open && setViewing(null)} />
      <DeleteCommunicationDialog communication={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );
}
