import { ScrollText, SearchX } from 'lucide-react';
import { AUDIT_CATEGORIES, AUDIT_CATEGORY_KEYS, AuditLogQuery } from '@shared/schemas/audit-log';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { emptyListState, ListCountHeading, ListPagination, ListResults, ListSearchInput } from '../../../components/list-page-parts';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useLocalListState, usePageWithinQuery } from '../../../lib/list-state';
import { useAuditActors, useAuditLog } from '../api/audit-log';
import { SettingsSection } from '../settings-section';
import { AuditLogCards } from './audit-log-cards';
import { AuditLogTable } from './audit-log-table';

const AUDIT_PAGE_SIZE = 50;

/**
 * The Audit Log tab (super_admin and admin, capability audit.view): who did what, when and from where, newest first.
 * Read only by design: the server has no route that changes an entry, so this screen offers no actions.
 */
export function AuditLogTab() {
  // In the tab's state, not the address (which holds only the tab); any filter change starts again from page 1.
  const listState = useLocalListState(AuditLogQuery, { fixed: { pageSize: AUDIT_PAGE_SIZE } });
  const { state: filters, set } = listState;
  // A range whose end is before its start asks the server for nothing useful; the tab says so instead.
  const backwards = Boolean(filters.from && filters.to && filters.to < filters.from);
  const log = useAuditLog(listState.query, !backwards);
  const actors = useAuditActors();
  const list = log.data;
  // New entries arrive all the time; a page past the end steps back to the last one.
  const pageCount = usePageWithinQuery(listState, log);

  return (
    <SettingsSection
      className="space-y-4"
      id="audit-log"
      title="Audit Log"
      description="Sign-ins, security changes and key events: who, when, what and from where. Entries cannot be edited."
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_11rem_12rem_9.5rem_9.5rem] lg:items-end">
        <ListSearchInput
          controls={listState}
          label="Search the audit log"
          placeholder="Search details..."
          className="sm:col-span-2 lg:col-span-1"
        />
        <SelectField label="Category" value={filters.category ?? ''} onChange={(e) => set({ category: e.target.value || null })}>
          <option value="">All Categories</option>
          {AUDIT_CATEGORY_KEYS.map((key) => (
            <option key={key} value={key}>
              {AUDIT_CATEGORIES[key].label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Who" value={filters.actorId ?? ''} onChange={(e) => set({ actorId: e.target.value || null })}>
          <option value="">Anyone</option>
          {actors.data?.items.map((user) => (
            <option key={user.id} value={user.id}>
              {`${user.firstName} ${user.lastName}`.trim() || user.email}
            </option>
          ))}
        </SelectField>
        <TextField label="From" type="date" value={filters.from ?? ''} max={filters.to} onChange={(e) => set({ from: e.target.value })} />
        <TextField label="To" type="date" value={filters.to ?? ''} min={filters.from} onChange={(e) => set({ to: e.target.value })} />
      </div>
      {listState.isFiltered() ? (
        <Button variant="secondary" size="sm" onClick={listState.clear}>
          Clear Filters
        </Button>
      ) : null}

      <ListResults
        query={log}
        noun="the audit log"
        header={<ListCountHeading label="Entries" total={backwards ? undefined : list?.total} />}
        instead={
          backwards ? (
            <EmptyState icon={SearchX} title="The date range is backwards" description="Choose a 'To' date on or after the 'From' date." />
          ) : null
        }
        empty={emptyListState(list, listState.isFiltered(), {
          filtered: { title: 'No entries match your filters', description: 'Try a wider date range or fewer filters.' },
          none: { icon: ScrollText, title: 'No entries yet', description: 'Sign-ins, account changes and other events will appear here.' },
        })}
      >
        {({ items }) => (
          <>
            <AuditLogTable entries={items} />
            <AuditLogCards entries={items} />
          </>
        )}
      </ListResults>

      {list && list.items.length > 0 && pageCount > 1 && !backwards ? (
        <ListPagination label="Audit log pages" page={filters.page} pageCount={pageCount} onPageChange={listState.setPage} className="" />
      ) : null}
    </SettingsSection>
  );
}
