import { Plus, Repeat } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { pageCountOf, PlainListResults } from '../../components/list-page-parts';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchInput } from '../../components/search-input';
import { useFilterFromPageOne } from '../../lib/list-state';
import { t } from '../../lib/messages/billing';
import { useRecurringSchedules } from './api/recurring';
import { RecurringScheduleDialog } from './recurring-schedule-dialog';
import { RecurringSchedulesTable } from './recurring-schedules-table';

/** /billing/recurring: every recurring invoice and retainer schedule (decision 0057). */
export function RecurringInvoicesPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useFilterFromPageOne('', setPage);
  const [creating, setCreating] = useState(false);
  const schedules = useRecurringSchedules({ page, q: q || undefined });
  const pageCount = pageCountOf(schedules.data);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('billing.recurring.title')}
        subtitle={t('billing.recurring.subtitle')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden className="size-4" /> {t('billing.recurring.new')}
          </Button>
        }
      />
      <SearchInput
        label={t('billing.recurring.search')}
        placeholder={t('billing.recurring.searchPlaceholder')}
        value={q}
        onValueChange={setQ}
      />
      <PlainListResults
        query={schedules}
        noun="schedules"
        empty={<EmptyState icon={Repeat} title={t('billing.recurring.emptyTitle')} description={t('billing.recurring.emptyDescription')} />}
      >
        {(items) => <RecurringSchedulesTable schedules={items} />}
      </PlainListResults>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label={t('billing.recurring.pages')} />
      {creating && <RecurringScheduleDialog onOpenChange={setCreating} />}
    </div>
  );
}
