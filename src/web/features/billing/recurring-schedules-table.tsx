import { Fragment, useState } from 'react';
import { toast } from '../../lib/toast';
import { formatDuration } from '@shared/durations';
import type { RecurringAction } from '@shared/policies/recurring';
import type { RecurringScheduleDto } from '@shared/schemas/recurring';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { StatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { msg } from '../../lib/i18n';
import { t } from '../../lib/messages/billing';
import { useRecurringAction, useRecurringSchedule } from './api/recurring';

const FREQUENCY = {
  weekly: msg('billing.frequency.weekly'),
  monthly: msg('billing.frequency.monthly'),
  quarterly: msg('billing.frequency.quarterly'),
  yearly: msg('billing.frequency.yearly'),
} satisfies Record<RecurringScheduleDto['frequency'], string>;

function frequencyText(s: RecurringScheduleDto) {
  const base = t(FREQUENCY[s.frequency]);
  return s.frequency === 'weekly' || !s.dayOfMonth ? base : t('billing.frequency.onDay', { frequency: base, day: s.dayOfMonth });
}

/** A schedule's invoices, one per period, read when its row is opened. */
function ScheduleInvoices({ id }: { id: string }) {
  const { data, isPending } = useRecurringSchedule(id);
  if (isPending) return <p className="text-sm text-muted-foreground">{t('billing.recurring.loadingInvoices')}</p>;
  if (!data || data.invoices.length === 0) return <p className="text-sm text-muted-foreground">{t('billing.recurring.noInvoice')}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {data.invoices.map((i) => (
        <li key={i.id} className="flex flex-wrap gap-3">
          <span className="font-medium">{i.invoiceNumber ?? t('billing.draft')}</span>
          <span>{t('billing.recurring.periodFrom', { date: formatDate(i.periodStart) })}</span>
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
      toast.success(
        t(
          action === 'pause'
            ? 'billing.recurring.paused'
            : action === 'resume'
              ? 'billing.recurring.resumed'
              : 'billing.recurring.cancelled',
        ),
      );
    } catch (error) {
      toast.error(t('billing.recurring.notChanged'), { description: errorMessage(error) });
    }
  };
  return (
    <>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(o) => !o && setCancelling(null)}
        title={t('billing.recurring.cancelTitle')}
        description={cancelling ? t('billing.recurring.cancelDescription', { title: cancelling.title }) : ''}
        confirmLabel={t('billing.recurring.cancelConfirm')}
        cancelLabel={t('billing.recurring.keep')}
        variant="danger"
        busy={act.isPending}
        onConfirm={() => {
          if (cancelling) void run(cancelling, 'cancel').then(() => setCancelling(null));
        }}
      />
      <DataTable
        caption={t('billing.recurring.caption')}
        className="min-w-[56rem]"
        columns={[
          showClient && t('billing.recurring.client'),
          t('billing.recurring.titleColumn'),
          t('billing.recurring.frequency'),
          t('billing.recurring.nextInvoice'),
          { label: t('billing.amount'), right: true },
          t('billing.status'),
          { label: t('billing.actions'), right: true },
        ]}
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
                    {t(s.carryOver ? 'billing.recurring.retainerCarried' : 'billing.recurring.retainer', {
                      hours: formatDuration(s.allowanceMinutes),
                      project: s.project?.name ?? t('billing.recurring.removedProject'),
                      carried: formatDuration(s.carriedMinutes),
                    })}
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
                    {t('billing.recurring.pause')}
                  </Button>
                )}
                {s.can.resume && (
                  <Button variant="secondary" size="sm" onClick={() => void run(s, 'resume')}>
                    {t('billing.recurring.resume')}
                  </Button>
                )}
                {s.can.cancel && (
                  <Button variant="ghost" size="sm" className="ml-2" onClick={() => setCancelling(s)}>
                    {t('billing.recurring.cancel')}
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
