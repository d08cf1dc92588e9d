import { Fragment, useState } from 'react';
import { toast } from '../../lib/toast';
import { formatDuration } from '@shared/durations';
import type { RecurringAction } from '@shared/policies/recurring';
import type { RecurringScheduleDto } from '@shared/schemas/recurring';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';
import { StatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { useRecurringAction, useRecurringSchedule } from './api/recurring';

const FREQUENCY: Record<RecurringScheduleDto['frequency'], string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

function frequencyText(s: RecurringScheduleDto) {
  const base = FREQUENCY[s.frequency];
  return s.frequency === 'weekly' || !s.dayOfMonth ? base : `${base} on day ${s.dayOfMonth}`;
}

/** A schedule's invoices, one per period, read when its row is opened. */
function ScheduleInvoices({ id }: { id: string }) {
  const { data, isPending } = useRecurringSchedule(id);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading invoices…</p>;
  if (!data || data.invoices.length === 0) return <p className="text-sm text-muted-foreground">No invoice yet.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {data.invoices.map((i) => (
        <li key={i.id} className="flex flex-wrap gap-3">
          <span className="font-medium">{i.invoiceNumber ?? 'Draft'}</span>
          <span>Period from {formatDate(i.periodStart)}</span>
          <span>{formatMoney(i.amountMinor, data.currency)}</span>
          <StatusBadge kind="invoice" status={i.status} />
        </li>
      ))}
    </ul>
  );
}

/** The schedules: client, title, how often, the next invoice's date, each period's amount, status, and the actions. */
export function RecurringSchedulesTable({ schedules, showClient = true }: { schedules: RecurringScheduleDto[]; showClient?: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<RecurringScheduleDto | null>(null);
  const act = useRecurringAction();
  const run = async (s: RecurringScheduleDto, action: RecurringAction) => {
    try {
      await act.mutateAsync({ id: s.id, action });
      toast.success(`Schedule ${action === 'pause' ? 'paused' : action === 'resume' ? 'resumed' : 'cancelled'}`);
    } catch (error) {
      toast.error('The schedule was not changed', { description: errorMessage(error) });
    }
  };
  return (
    <>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(o) => !o && setCancelling(null)}
        title="Cancel this schedule?"
        description={
          cancelling ? `"${cancelling.title}" will make no more invoices. Its invoices so far stay as they are. This cannot be undone.` : ''
        }
        confirmLabel="Cancel Schedule"
        cancelLabel="Keep It"
        variant="danger"
        busy={act.isPending}
        onConfirm={() => {
          if (cancelling) void run(cancelling, 'cancel').then(() => setCancelling(null));
        }}
      />
      <DataTable
        caption="Recurring schedules"
        className="min-w-[56rem]"
        columns={[showClient && 'Client', 'Title', 'Frequency', 'Next Invoice', { label: 'Amount', right: true }, 'Status', ACTIONS_COLUMN]}
      >
        {schedules.map((s) => (
          <Fragment key={s.id}>
            <tr className="border-b border-border">
              {showClient && <td className="px-4 py-3">{s.client.name}</td>}
              <td className="px-4 py-3">
                <button
                  type="button"
                  className="text-left font-medium hover:underline"
                  aria-expanded={open === s.id}
                  onClick={() => setOpen(open === s.id ? null : s.id)}
                >
                  {s.title}
                </button>
                {s.allowanceMinutes !== null && (
                  <div className="text-xs text-muted-foreground">
                    Retainer: {formatDuration(s.allowanceMinutes)} h per period on {s.project?.name ?? 'a removed project'}
                    {s.carryOver ? `, ${formatDuration(s.carriedMinutes)} h carried` : ''}
                  </div>
                )}
              </td>
              <td className="px-4 py-3">{frequencyText(s)}</td>
              <td className="px-4 py-3">{s.nextPeriodStart ? formatDate(s.nextPeriodStart) : '—'}</td>
              <td className="px-4 py-3 text-right">{formatMoney(s.amountMinor, s.currency)}</td>
              <td className="px-4 py-3">
                <StatusBadge kind="recurring" status={s.status} />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {s.can.pause && (
                  <Button variant="secondary" size="sm" onClick={() => void run(s, 'pause')}>
                    Pause
                  </Button>
                )}
                {s.can.resume && (
                  <Button variant="secondary" size="sm" onClick={() => void run(s, 'resume')}>
                    Resume
                  </Button>
                )}
                {s.can.cancel && (
                  <Button variant="ghost" size="sm" className="ml-2" onClick={() => setCancelling(s)}>
                    Cancel
                  </Button>
                )}
              </td>
            </tr>
            {open === s.id && (
              <tr className="border-b border-border bg-surface-muted/40">
                <td className="px-4 py-3" colSpan={showClient ? 7 : 6}>
                  <ScheduleInvoices id={s.id} />
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </DataTable>
    </>
  );
}
