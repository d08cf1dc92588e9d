import { Building2, Globe, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { Client } from '@shared/schemas/clients';
import { ClientRowActions, type ClientRowActionHandlers } from './client-row-actions';
import { industryLabel } from './client-words';
import { displayWebsite } from './client-format';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';
import { t } from '@web/lib/messages/clients';

interface ClientsCardGridProps {
  clients: readonly Client[];
  actions: ClientRowActionHandlers | undefined;
}

/** The Cards view: one card per client; a click anywhere on the card opens it. */
export function ClientsCardGrid({ clients, actions }: ClientsCardGridProps) {
  return (
    <ul aria-label={t('clients.list.label')} className="grid gap-4 p-4 sm:grid-cols-2 xl:grid-cols-3">
      {clients.map((client) => (
        <li
          key={client.id}
          className="relative flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm hover:bg-surface-muted/60"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
                <Building2 aria-hidden className="size-5" />
              </span>
              <div className="min-w-0">
                {/* The link covers the card, so a click anywhere opens the client. */}
                <Link to={`/clients/${client.id}`} className="block truncate font-medium text-foreground after:absolute after:inset-0">
                  {client.name}
                </Link>
                <p className="truncate text-sm text-muted-foreground">
                  {client.industry ? industryLabel(client.industry) : t('clients.notSpecified')}
                </p>
              </div>
            </div>
            <StatusBadge kind="client" status={client.status} />
          </div>
          <dl className="space-y-1 text-sm text-muted-foreground">
            <div className="flex items-center gap-2">
              <dt className="sr-only">{t('clients.field.contact')}</dt>
              <dd className="truncate text-foreground">{client.contactPerson}</dd>
            </div>
            <div className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 shrink-0" />
              <dt className="sr-only">{t('clients.field.email')}</dt>
              <dd className="truncate">{client.email}</dd>
            </div>
            {client.phone ? (
              <div className="flex items-center gap-2">
                <Phone aria-hidden className="size-4 shrink-0" />
                <dt className="sr-only">{t('clients.field.phone')}</dt>
                <dd className="truncate">{client.phone}</dd>
              </div>
            ) : null}
            {client.website ? (
              <div className="flex items-center gap-2">
                <Globe aria-hidden className="size-4 shrink-0" />
                <dt className="sr-only">{t('clients.field.website')}</dt>
                <dd className="truncate">{displayWebsite(client.website)}</dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-auto flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>{t('clients.list.created', { date: formatDate(client.createdAt) })}</span>
            {actions ? <ClientRowActions client={client} actions={actions} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
