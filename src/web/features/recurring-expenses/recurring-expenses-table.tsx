import { useState } from 'react';
import type { RecurringExpenseAction } from '@shared/policies/recurring-expenses';
import type { RecurringExpenseDto } from '@shared/schemas/recurring-expenses';
import { Button } from '@web/components/button';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ACTIONS_COLUMN, DataTable } from '@web/components/data-table';
import { StatusBadge } from '@web/components/status-badge';
import { errorMessage } from '@web/lib/api';
import { formatDate, formatMoney } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useRecurringExpenseAction } from './api/recurring-expenses';
import { frequencyLabel, RecurringExpenseDialog } from './recurring-expense-dialog';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/expenses';

const DONE = {
  pause: msg('expenses.recurring.paused'),
  resume: msg('expenses.recurring.resumed'),
  end: msg('expenses.recurring.ended'),
} satisfies Record<RecurringExpenseAction, string>;

/** The recurring expenses: what and where, how often, the next booking, each period's amount, status, and the actions. */
export function RecurringExpensesTable({ expenses }: { expenses: RecurringExpenseDto[] }) {
  const [editing, setEditing] = useState<RecurringExpenseDto | null>(null);
  const [ending, setEnding] = useState<RecurringExpenseDto | null>(null);
  const act = useRecurringExpenseAction();
  const run = async (r: RecurringExpenseDto, action: RecurringExpenseAction) => {
    try {
      await act.mutateAsync({ id: r.id, action });
      toast.success(t(DONE[action]));
    } catch (error) {
      toast.error(t('expenses.recurring.changeFailed'), { description: errorMessage(error) });
    }
  };
  return (
    <>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(o) => !o && setEnding(null)}
        title={t('expenses.recurring.endTitle')}
        description={ending ? t('expenses.recurring.endQuestion', { description: ending.description }) : ''}
        confirmLabel={t('expenses.recurring.endIt')}
        cancelLabel={t('expenses.recurring.keepIt')}
        variant="danger"
        busy={act.isPending}
        onConfirm={() => {
          if (ending) void run(ending, 'end').then(() => setEnding(null));
        }}
      />
      {editing && <RecurringExpenseDialog expense={editing} onOpenChange={(o) => !o && setEditing(null)} />}
      <DataTable
        caption={t('expenses.recurring.caption')}
        className="min-w-[60rem]"
        columns={[
          t('expenses.col.expense'),
          t('expenses.field.project'),
          t('expenses.recurring.frequency'),
          t('expenses.col.nextBooking'),
          { label: t('expenses.field.amount'), right: true },
          t('expenses.col.booked'),
          t('expenses.field.status'),
          ACTIONS_COLUMN,
        ]}
      >
        {expenses.map((r) => (
          <tr key={r.id} className="border-b border-border">
            <td className="px-4 py-3">
              <div className="font-medium">{r.description}</div>
              <div className="text-xs text-muted-foreground">
                {[r.vendor, r.category?.name, r.billable ? t('expenses.billable') : t('expenses.notBillable')].filter(Boolean).join(' · ')}
              </div>
            </td>
            <td className="px-4 py-3">
              {r.project.name}
              <div className="text-xs text-muted-foreground">{r.client.name}</div>
            </td>
            <td className="px-4 py-3">{t('expenses.recurring.onDay', { frequency: frequencyLabel(r.frequency), day: r.dayOfMonth })}</td>
            <td className="px-4 py-3">{r.nextPeriodStart ? formatDate(r.nextPeriodStart) : '—'}</td>
            <td className="px-4 py-3 text-right tabular-nums">
              {r.amountMinor === null ? (
                <span className="text-muted-foreground">{t('expenses.recurring.hidden')}</span>
              ) : (
                formatMoney(r.amountMinor, r.currency)
              )}
            </td>
            <td className="px-4 py-3">
              {r.bookedCount}
              {r.lastBookedPeriod && (
                <div className="text-xs text-muted-foreground">
                  {t('expenses.recurring.last', { date: formatDate(r.lastBookedPeriod) })}
                </div>
              )}
            </td>
            <td className="px-4 py-3">
              <StatusBadge kind="recurringExpense" status={r.status} />
            </td>
            <td className="px-4 py-3 text-right whitespace-nowrap">
              {r.can.edit && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('expenses.list.edit', { name: r.description })}
                  onClick={() => setEditing(r)}
                >
                  {t('expenses.edit')}
                </Button>
              )}
              {r.can.pause && (
                <Button variant="secondary" size="sm" className="ml-2" onClick={() => void run(r, 'pause')}>
                  {t('expenses.recurring.pause')}
                </Button>
              )}
              {r.can.resume && (
                <Button variant="secondary" size="sm" className="ml-2" onClick={() => void run(r, 'resume')}>
                  {t('expenses.recurring.resume')}
                </Button>
              )}
              {r.can.end && (
                <Button variant="ghost" size="sm" className="ml-2" onClick={() => setEnding(r)}>
                  {t('expenses.recurring.end')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
