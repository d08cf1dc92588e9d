import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { SectionCard } from '../../components/section-card';
import { useCan } from '../../lib/can';
import { t } from '../../lib/messages/billing';
import { useRecurringSchedules } from './api/recurring';
import { RecurringScheduleDialog } from './recurring-schedule-dialog';
import { RecurringSchedulesTable } from './recurring-schedules-table';

/** A client's recurring invoices and retainers, on its Financials tab; for holders of recurring.manage only. */
export function ClientRecurringCard({ client }: { client: { id: string; name: string } }) {
  const can = useCan();
  const allowed = can('recurring.manage');
  if (!allowed) return null;
  return <ClientRecurring client={client} />;
}

function ClientRecurring({ client }: { client: { id: string; name: string } }) {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { data, isPending } = useRecurringSchedules({ page, clientId: client.id });
  return (
    <SectionCard
      title={t('billing.recurring.title')}
      idPrefix={`client-${client.id}`}
      action={
        <Button size="sm" variant="secondary" onClick={() => setCreating(true)}>
          <Plus aria-hidden /> {t('billing.recurring.new')}
        </Button>
      }
    >
      {isPending ? (
        <p className="text-sm text-muted-foreground">{t('billing.loading')}</p>
      ) : !data || data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('billing.recurring.noneFor', { client: client.name })}</p>
      ) : (
        <>
          <RecurringSchedulesTable schedules={data.items} showClient={false} />
          {data.total > data.pageSize && (
            <div className="mt-2 flex gap-2">
              <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('billing.previous')}
              </Button>
              <Button size="sm" variant="secondary" disabled={page * data.pageSize >= data.total} onClick={() => setPage(page + 1)}>
                {t('billing.next')}
              </Button>
            </div>
          )}
        </>
      )}
      {creating && <RecurringScheduleDialog clientId={client.id} onOpenChange={setCreating} />}
    </SectionCard>
  );
}
