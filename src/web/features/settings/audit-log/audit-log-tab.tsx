import { ScrollText, SearchX } from 'lucide-react';
import { AUDIT_CATEGORIES, AUDIT_CATEGORY_KEYS, AuditLogQuery } from '@shared/schemas/audit-log';

type AuditCategoryKey = keyof typeof AUDIT_CATEGORIES;
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { emptyListState, ListCountHeading, ListPagination, ListResults, ListSearchInput } from '../../../components/list-page-parts';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useLocalListState, usePageWithinQuery } from '../../../lib/list-state';
import { useAuditActors, useAuditLog } from '../api/audit-log';
import { SettingsSection } from '../settings-section';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/settings';

/** The categories' names (AUDIT_CATEGORIES keeps the English), in the reader's language. */
const CATEGORY_KEYS: Record<AuditCategoryKey, Parameters<typeof t>[0]> = {
  sign_in: msg('settings.audit.cat.signIn'),
  account_security: msg('settings.audit.cat.security'),
  users: msg('settings.audit.cat.users'),
  leads: msg('settings.audit.cat.leads'),
  billing: msg('settings.audit.cat.billing'),
  clients: msg('settings.audit.cat.clients'),
  projects: msg('settings.audit.cat.projects'),
  tasks: msg('settings.audit.cat.tasks'),
  communications: msg('settings.audit.cat.communications'),
};
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
    <SettingsSection className="space-y-4" id="audit-log" title={t('settings.audit.title')} description={t('settings.audit.description')}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_11rem_12rem_9.5rem_9.5rem] lg:items-end">
        <ListSearchInput
          controls={listState}
          label={t('settings.audit.search')}
          placeholder={t('settings.audit.searchPlaceholder')}
          className="sm:col-span-2 lg:col-span-1"
        />
        <SelectField
          label={t('settings.audit.category')}
          value={filters.category ?? ''}
          onChange={(e) => set({ category: e.target.value || null })}
        >
          <option value="">{t('settings.audit.allCategories')}</option>
          {AUDIT_CATEGORY_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(CATEGORY_KEYS[key])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('settings.audit.who')}
          value={filters.actorId ?? ''}
          onChange={(e) => set({ actorId: e.target.value || null })}
        >
          <option value="">{t('settings.audit.anyone')}</option>
          {actors.data?.items.map((user) => (
            <option key={user.id} value={user.id}>
              {`${user.firstName} ${user.lastName}`.trim() || user.email}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('settings.audit.from')}
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          label={t('settings.audit.to')}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      {listState.isFiltered() ? (
        <Button variant="secondary" size="sm" onClick={listState.clear}>
          {t('settings.audit.clearFilters')}
        </Button>
      ) : null}

      <ListResults
        query={log}
        noun={t('settings.audit.noun')}
        header={<ListCountHeading label={t('settings.audit.entries')} total={backwards ? undefined : list?.total} />}
        instead={
          backwards ? (
            <EmptyState icon={SearchX} title={t('settings.audit.backwardsTitle')} description={t('settings.audit.backwardsDescription')} />
          ) : null
        }
        empty={emptyListState(list, listState.isFiltered(), {
          filtered: { title: t('settings.audit.filteredTitle'), description: t('settings.audit.filteredDescription') },
          none: { icon: ScrollText, title: t('settings.audit.noneTitle'), description: t('settings.audit.noneDescription') },
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
        <ListPagination
          label={t('settings.audit.pages')}
          page={filters.page}
          pageCount={pageCount}
          onPageChange={listState.setPage}
          className=""
        />
      ) : null}
    </SettingsSection>
  );
}
