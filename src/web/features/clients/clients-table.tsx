import { Link, useNavigate } from 'react-router';
import type { Client } from '@shared/schemas/clients';
import { ClientRowActions, type ClientRowActionHandlers } from './client-row-actions';
import { industryLabel } from './client-words';
import { displayWebsite } from './client-format';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';
import { t } from '@web/lib/messages/clients';

interface ClientsTableProps {
  clients: readonly Client[];
  actions: ClientRowActionHandlers | undefined;
}

/** Client, Contact, Industry, Status, Created, Actions (docs/product.md, Screens and access). A row opens the client. */
export function ClientsTable({ clients, actions }: ClientsTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      caption={t('clients.list.caption')}
      className="min-w-[48rem]"
      columns={[
        t('clients.list.client'),
        t('clients.field.contact'),
        t('clients.field.industry'),
        t('clients.field.status'),
        t('clients.users.created'),
        ACTIONS_COLUMN,
      ]}
    >
      {clients.map((client) => (
        <tr
          key={client.id}
          onClick={() => navigate(`/clients/${client.id}`)}
          className="cursor-pointer border-b border-border last:border-b-0 hover:bg-surface-muted/60"
        >
          <td className="max-w-60 px-4 py-3">
            <Link
              to={`/clients/${client.id}`}
              onClick={(e) => e.stopPropagation()}
              className="block truncate font-medium text-foreground hover:underline"
            >
              {client.name}
            </Link>
            {client.website ? <p className="truncate text-muted-foreground">{displayWebsite(client.website)}</p> : null}
          </td>
          <td className="max-w-52 px-4 py-3">
            <p className="truncate">{client.contactPerson}</p>
            <p className="truncate text-muted-foreground">{client.email}</p>
          </td>
          <td className="px-4 py-3">
            {client.industry ? industryLabel(client.industry) : <span className="text-muted-foreground">{t('clients.notSpecified')}</span>}
          </td>
          <td className="px-4 py-3">
            <StatusBadge kind="client" status={client.status} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{formatDate(client.createdAt)}</td>
          <td className="px-4 py-2">{actions ? <ClientRowActions client={client} actions={actions} /> : null}</td>
        </tr>
      ))}
    </DataTable>
  );
}
