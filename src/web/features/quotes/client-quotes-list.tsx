import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { quotesApi } from '@shared/api/quotes';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { PageSpinner } from '../../components/page-spinner';
import { StatusBadge } from '../../components/status-badge';
import { TableHead, type TableHeadColumn } from '../../components/table-head';
import { request } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { queryKeys } from '@web/lib/query-keys';
import { t } from '@web/lib/messages/quotes';

const PAGE_SIZE = 20;
const quoteColumns = (): readonly TableHeadColumn[] => [
  t('quotes.document.number'),
  t('quotes.list.status'),
  { label: t('quotes.document.total'), className: 'text-right' },
  t('quotes.document.sent'),
  t('quotes.document.validUntil'),
];

/** /quotes for a client user: the quotes the agency sent their company, newest first (the server leaves drafts out). */
export function ClientQuotesList() {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: queryKeys.quotes.clientList(page),
    queryFn: ({ signal }) => request(quotesApi.list, { query: { page, pageSize: PAGE_SIZE }, signal }),
  });
  const header = <PageHeader title={t('quotes.list.title')} subtitle={t('quotes.client.listSubtitle')} />;
  if (query.isPending)
    return (
      <>
        {header}
        <PageSpinner />
      </>
    );
  if (query.isError) {
    return (
      <>
        {header}
        <QueryErrorState title={t('quotes.client.listError')} query={query} />
      </>
    );
  }
  const { items, total } = query.data;
  return (
    <>
      {header}
      {items.length === 0 ? (
        <Card>
          <EmptyState icon={FileText} title={t('quotes.client.listEmpty')} description={t('quotes.client.listEmptyDescription')} />
        </Card>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <TableHead
              columns={quoteColumns()}
              className="border-b border-border text-xs text-muted-foreground"
              cellClassName="px-4 py-3"
            />
            <tbody>
              {items.map((q) => (
                <tr key={q.id} className="border-b border-border/60 last:border-0">
                  <td className="px-4 py-3">
                    <Link to={`/quotes/${q.id}`} className="font-medium text-foreground hover:underline">
                      <span className="mr-2 text-muted-foreground tabular-nums">{q.number}</span>
                      {q.title}
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge kind="quote" status={q.status} />
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{formatMoney(q.totalMinor, q.currency)}</td>
                  <td className="px-4 py-3">{q.sentAt ? formatDate(q.sentAt) : '—'}</td>
                  <td className="px-4 py-3">{formatDate(q.validUntil)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {total > PAGE_SIZE ? (
        <Pagination
          className="mt-4"
          page={page}
          pageCount={Math.ceil(total / PAGE_SIZE)}
          onPageChange={setPage}
          label={t('quotes.list.pages')}
        />
      ) : null}
    </>
  );
}
