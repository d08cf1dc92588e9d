import { FileText, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QUOTE_STATUSES, type QuoteStatus } from '@shared/enums';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { pageCountOf, PlainListResults } from '../../components/list-page-parts';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchInput } from '../../components/search-input';
import { SelectField } from '../../components/select-field';
import { StatusBadge } from '../../components/status-badge';
import { useCan } from '../../lib/can';
import { useFilterFromPageOne } from '../../lib/list-state';
import { formatDate, formatMoney } from '../../lib/format';
import { useClientChoices, useQuotes } from './api/quotes';
import { ClientQuotesList } from './client-quotes-list';
import { NamedOptions, StatusFilter } from '../../components/filter-select';
import { t } from '@web/lib/messages/quotes';

/** /quotes: the agency's quotes (admins) or the company's sent quotes (client users, ClientQuotesList). */
export function QuotesPage() {
  const can = useCan();
  return can('quotes.manage') ? <AgencyQuotesList /> : <ClientQuotesList />;
}

function AgencyQuotesList() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useFilterFromPageOne('', setPage);
  // A link may name the status (the "12 quotes expired" notification opens /quotes?status=expired).
  const [params] = useSearchParams();
  const linked = (QUOTE_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as QuoteStatus) : '';
  const [status, setStatus] = useFilterFromPageOne<QuoteStatus | ''>(linked, setPage);
  useEffect(() => {
    if (linked) setStatus(linked);
  }, [linked, setStatus]);
  const [clientId, setClientId] = useFilterFromPageOne('', setPage);
  const clients = useClientChoices();
  const quotes = useQuotes({ page, q: q || undefined, status: status || undefined, clientId: clientId || undefined });
  const pageCount = pageCountOf(quotes.data);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('quotes.list.title')}
        subtitle={t('quotes.list.subtitle')}
        actions={
          <Button asChild>
            <Link to="/quotes/new">
              <Plus aria-hidden className="size-4" /> {t('quotes.editor.newQuote')}
            </Link>
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <SearchInput label={t('quotes.list.search')} placeholder={t('quotes.list.searchPlaceholder')} value={q} onValueChange={setQ} />
        <StatusFilter kind="quote" value={status} onChange={setStatus} className="w-40" />
        <SelectField label={t('quotes.editor.client')} value={clientId} onChange={(e) => setClientId(e.target.value)} className="w-56">
          <option value="">{t('quotes.list.allClients')}</option>
          <NamedOptions items={clients.data} />
        </SelectField>
      </div>
      <PlainListResults
        query={quotes}
        noun={t('quotes.list.noun')}
        className="overflow-x-auto"
        empty={<EmptyState icon={FileText} title={t('quotes.list.empty')} description={t('quotes.list.emptyDescription')} />}
      >
        {(items) => (
          <DataTable
            caption={t('quotes.list.title')}
            className="min-w-[52rem]"
            columns={[
              t('quotes.list.number'),
              t('quotes.editor.client'),
              t('quotes.editor.title'),
              { label: t('quotes.document.total'), right: true },
              t('quotes.list.status'),
              t('quotes.list.validUntil'),
            ]}
          >
            {items.map((row) => (
              <tr key={row.id} className="border-b border-border">
                <td className="px-4 py-3 font-medium">
                  <Link to={`/quotes/${row.id}`} className="hover:underline">
                    {row.number}
                  </Link>
                  {row.version > 1 && <span className="ml-1 text-xs text-muted-foreground">v{row.version}</span>}
                </td>
                <td className="px-4 py-3">{row.client?.name ?? (row.lead ? t('quotes.list.lead', { name: row.lead.name }) : '—')}</td>
                <td className="px-4 py-3">{row.title}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatMoney(row.totalMinor, row.currency)}</td>
                <td className="px-4 py-3">
                  <StatusBadge kind="quote" status={row.status} />
                </td>
                <td className="px-4 py-3">{formatDate(row.validUntil)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </PlainListResults>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label={t('quotes.list.pages')} />
    </div>
  );
}
