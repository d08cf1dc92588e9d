import { useState } from 'react';
import { clientsApi } from '@shared/api/clients';
import { CLIENT_STATUSES, INDUSTRIES } from '@shared/enums';
import { ClientListQuery, type Client } from '@shared/schemas/clients';
import { ImportDialog } from '../../components/csv-import/import-dialog';
import { ListActions, ListPagination, ListResults } from '../../components/list-page-parts';
import { PageHeader } from '../../components/page-header';
import { SearchInput } from '../../components/search-input';
import { SelectField } from '../../components/select-field';
import { endpointUrl } from '../../lib/api';
import { useCan } from '../../lib/can';
import { listQuery, useListState, usePageWithinList } from '../../lib/list-state';
import { useClients } from './api/get-clients';
import { statusText } from '@web/lib/status-text';
import { ClientFormDialog } from './client-form-dialog';
import { industryLabel } from './client-words';
import type { ClientRowActionHandlers } from './client-row-actions';
import { ClientViewToggle } from './client-view-toggle';
import { ClientsCardGrid } from './clients-card-grid';
import { ClientsEmptyState } from './clients-empty-state';
import { ClientsTable } from './clients-table';
import { DeleteClientDialog } from './delete-client-dialog';
import { useClientView } from './use-client-view';
import { t } from '@web/lib/messages/clients';

/** /clients: every client the user may see (the server scopes the list), searched and filtered on the server. */
export function ClientsPage() {
  const canManage = useCan()('clients.manage');
  const listState = useListState(ClientListQuery);
  const { state: filters, setQuery, set } = listState;
  const [view, setView] = useClientView();
  const clients = useClients(listState.query);
  const list = clients.data;
  const [createOpen, setCreateOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [editing, setEditing] = useState<Client | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const pageCount = usePageWithinList(listState, list, list !== undefined && !clients.isPlaceholderData);

  const actions: ClientRowActionHandlers | undefined = list?.items.some((client) => client.can.edit || client.can.delete)
    ? {
        onEdit: setEditing,
        onDelete: (client) => {
          setDeleting(client);
          setDeleteOpen(true);
        },
      }
    : undefined;

  return (
    <>
      <PageHeader
        title={t('clients.list.label')}
        subtitle={t('clients.list.subtitle')}
        actions={
          <ListActions
            exportHref={endpointUrl(clientsApi.exportCsv, { query: listQuery(ClientListQuery, filters, { page: 1 }) })}
            addLabel={t('clients.list.add')}
            onAdd={canManage ? () => setCreateOpen(true) : undefined}
            onImport={canManage ? () => setImportOpen(true) : undefined}
          />
        }
      />

      <div className="mb-4 grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_12rem_auto] md:items-end">
        <SearchInput
          label={t('clients.list.search')}
          placeholder={t('clients.list.searchPlaceholder')}
          value={filters.q ?? ''}
          onValueChange={setQuery}
          maxLength={200}
        />
        <SelectField
          label={t('clients.field.status')}
          value={filters.status ?? ''}
          onChange={(e) => set({ status: e.target.value || null })}
          options={CLIENT_STATUSES}
          optionLabel={(s) => statusText('client', s)}
        >
          <option value="">{t('clients.list.allStatus')}</option>
        </SelectField>
        <SelectField
          label={t('clients.field.industry')}
          value={filters.industry ?? ''}
          onChange={(e) => set({ industry: e.target.value || null })}
          options={INDUSTRIES}
          optionLabel={industryLabel}
        >
          <option value="">{t('clients.list.allIndustries')}</option>
        </SelectField>
        <ClientViewToggle view={view} onChange={setView} />
      </div>

      <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
        {/* The count line as docs/product.md words it. */}
        {list ? t('clients.list.count', { count: list.total }) : '\u00a0'}
      </p>

      <ListResults
        query={clients}
        noun={t('clients.list.noun')}
        empty={list?.items.length === 0 ? <ClientsEmptyState filtered={listState.isFiltered()} /> : null}
      >
        {({ items }) =>
          view === 'cards' ? <ClientsCardGrid clients={items} actions={actions} /> : <ClientsTable clients={items} actions={actions} />
        }
      </ListResults>

      {list && list.items.length > 0 && pageCount > 1 ? (
        <ListPagination label={t('clients.list.pages')} page={filters.page} pageCount={pageCount} onPageChange={listState.setPage} />
      ) : null}

      {canManage ? (
        <>
          <ClientFormDialog open={createOpen} onOpenChange={setCreateOpen} />
          <ImportDialog kind="clients" open={importOpen} onOpenChange={setImportOpen} />
          <ClientFormDialog
            open={editing !== null}
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
            client={editing ?? undefined}
          />
        </>
      ) : null}
      {deleting ? <DeleteClientDialog client={deleting} open={deleteOpen} onOpenChange={setDeleteOpen} /> : null}
    </>
  );
}
