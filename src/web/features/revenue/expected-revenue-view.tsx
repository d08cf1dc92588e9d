import { Plus, Receipt } from 'lucide-react';
import { useState } from 'react';
import type { RevenueRecord } from '@shared/schemas/revenue';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { Pagination } from '../../components/pagination';
import { pageCountOf } from '../../lib/list-state';
import { useCan } from '../../lib/can';
import { t } from '../../lib/messages/revenue';
import { useRevenue } from './api/get-revenue';
import { DeleteRevenueDialog } from './delete-revenue-dialog';
import { RevenueFormDialog } from './revenue-form-dialog';
import { RevenueStatCards } from './revenue-stat-cards';
import { RevenueTable } from './revenue-table';

/**
 * A client's expected revenue (Financials & Billing, the default view): the four USD cards, the records newest start
 * first, and add / edit / delete for those who may manage revenue.
 */
export function ExpectedRevenueView({ client }: { client: { id: string; name: string } }) {
  const allowed = useCan();
  const canManage = allowed('revenue.manage');
  const [page, setPage] = useState(1);
  const revenue = useRevenue(client.id, page);
  const [createOpen, setCreateOpen] = useState(false);
  const [editing, setEditing] = useState<RevenueRecord | null>(null);
  const [deleting, setDeleting] = useState<RevenueRecord | null>(null);

  const data = revenue.data;
  const pageCount = data ? pageCountOf(data) : 1;
  // A deletion can empty the last page: step back instead of showing an empty page of a non-empty list.
  if (data && page > pageCount) setPage(pageCount);

  let body;
  if (data === undefined) {
    body = revenue.isError ? (
      <QueryErrorState title={t('revenue.list.failed')} query={revenue} />
    ) : (
      <ListSkeleton label={t('revenue.list.loading')} />
    );
  } else if (data.total === 0) {
    body = <EmptyState icon={Receipt} title={t('revenue.list.emptyTitle')} description={t('revenue.list.emptyDescription')} />;
  } else {
    body = (
      <>
        <RevenueTable records={data.items} onEdit={setEditing} onDelete={setDeleting} />
        <Pagination
          className="border-t border-border p-3"
          page={page}
          pageCount={pageCount}
          onPageChange={setPage}
          label={t('revenue.list.pages')}
        />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <RevenueStatCards stats={data?.stats} />
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3">
          <h2 className="text-lg font-semibold">{t('revenue.list.heading', { count: data?.total ?? 0 })}</h2>
          {canManage ? (
            <Button size="sm" onClick={() => setCreateOpen(true)}>
              <Plus aria-hidden />
              {t('revenue.list.add')}
            </Button>
          ) : null}
        </div>
        {body}
      </Card>

      <RevenueFormDialog open={createOpen} onOpenChange={setCreateOpen} client={client} />
      <RevenueFormDialog open={!!editing} onOpenChange={(open) => !open && setEditing(null)} client={client} record={editing} />
      <DeleteRevenueDialog record={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
