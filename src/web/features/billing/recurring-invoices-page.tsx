import { Plus, Repeat } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchInput } from '../../components/search-input';
import { useRecurringSchedules } from './api/recurring';
import { RecurringScheduleDialog } from './recurring-schedule-dialog';
import { RecurringSchedulesTable } from './recurring-schedules-table';

/** /billing/recurring: every recurring invoice and retainer schedule (decision 0057). */
export function RecurringInvoicesPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const { data, isPending, isError } = useRecurringSchedules({ page, q: q || undefined });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Recurring Invoices"
        subtitle="Schedules and retainers that invoice themselves"
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden className="size-4" /> New Schedule
          </Button>
        }
      />
      <SearchInput
        label="Search schedules"
        placeholder="Search by title or client"
        value={q}
        onValueChange={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      <Card>
        {isPending ? (
          <p className="p-6 text-sm text-muted-foreground">Loading schedules…</p>
        ) : isError ? (
          <p className="p-6 text-sm text-destructive">The schedules could not be loaded.</p>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={Repeat}
            title="No recurring schedules"
            description="Create one to invoice a client every week, month, quarter or year."
          />
        ) : (
          <RecurringSchedulesTable schedules={data.items} />
        )}
      </Card>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Schedules pages" />
      {creating && <RecurringScheduleDialog onOpenChange={setCreating} />}
    </div>
  );
}
