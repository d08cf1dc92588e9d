import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { ReturnWeekInput, type WeekAwaiting } from '@shared/schemas/timesheet';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { OneFieldDialog } from '../../components/one-field-dialog';
import { SkeletonRows } from '../../components/skeleton-rows';
import { withToasts } from '../../lib/with-toasts';
import { useApprovalQueue, useApproveWeek, useReturnWeek } from './timesheet-api';
import { userLocale } from '@web/lib/format';
import { formatHours } from '@web/lib/format-hours';
import { t } from '@web/lib/messages/time';

/** The week's Monday as a long date in the reader's locale ('March 2, 2026', '2 de marzo de 2026'). */
const mondayText = (monday: string) =>
  new Date(`${monday}T00:00:00Z`).toLocaleDateString(userLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekOf = (monday: string) => t('time.approvals.weekOf', { date: mondayText(monday) });
type PersonWeek = Pick<WeekAwaiting, 'person' | 'weekStart'>;
const nameOf = (item: PersonWeek) => `${item.person.firstName} ${item.person.lastName}`;

/** Managers' queue: the weeks people submitted, oldest first, to approve or return with a note. */
export function TimesheetApprovals({ onOpen }: { onOpen: (item: WeekAwaiting) => void }) {
  const queue = useApprovalQueue(true);
  const approve = useApproveWeek();
  const [returning, setReturning] = useState<WeekAwaiting | null>(null);

  if (queue.isError) return <QueryErrorState title={t('time.approvals.loadFailed')} query={queue} />;
  if (!queue.data) return <SkeletonRows label={t('time.approvals.loading')} className="space-y-3" rowClassName="h-20 rounded-lg" />;
  if (queue.data.items.length === 0)
    return <EmptyState icon={CheckCircle2} title={t('time.approvals.emptyTitle')} description={t('time.approvals.emptyLine')} />;

  return (
    <>
      <ul className="space-y-3" aria-label={t('time.approvals.list')}>
        {queue.data.items.map((item) => (
          <li key={`${item.person.id}-${item.weekStart}`}>
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-foreground">{nameOf(item)}</p>
                <p className="text-sm text-muted-foreground">
                  {weekOf(item.weekStart)} · {formatHours(item.totalMinutes)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="ghost" size="sm" onClick={() => onOpen(item)}>
                  {t('time.approvals.view')}
                </Button>
                {item.can.decide ? (
                  <>
                    <Button variant="secondary" size="sm" onClick={() => setReturning(item)}>
                      {t('time.approvals.return')}
                    </Button>
                    <Button size="sm" disabled={approve.isPending} onClick={() => approveWeek(approve.mutateAsync, item)}>
                      {t('time.approvals.approve')}
                    </Button>
                  </>
                ) : null}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {returning ? <ReturnWeekDialog item={returning} onClose={() => setReturning(null)} /> : null}
    </>
  );
}

/** Approves with its toasts; the week's own screen and the queue share it. */
export function approveWeek(mutate: (input: { userId: string; week: string }) => Promise<unknown>, item: PersonWeek) {
  void withToasts(() => mutate({ userId: item.person.id, week: item.weekStart }), {
    success: t('time.approvals.approved'),
    description: t('time.approvals.approvedLine', { name: nameOf(item) }),
    failure: t('time.approvals.approveFailed'),
  }).catch(() => undefined);
}

export function ReturnWeekDialog({ item, onClose }: { item: PersonWeek; onClose: () => void }) {
  const giveBack = useReturnWeek();
  return (
    <OneFieldDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('time.week.return')}
      description={t('time.approvals.returnDescription', { name: nameOf(item), date: mondayText(item.weekStart) })}
      busy={giveBack.isPending}
      busyLabel={t('time.approvals.returning')}
      submitLabel={t('time.week.return')}
      name="note"
      // The person and the week are the row's; the note is what is asked.
      schema={ReturnWeekInput.pick({ note: true })}
      field={{ label: t('time.field.note'), multiline: true, required: true, maxLength: 2000 }}
      send={(note) =>
        withToasts(() => giveBack.mutateAsync({ userId: item.person.id, week: item.weekStart, note }), {
          success: t('time.approvals.returned'),
          description: t('time.approvals.returnedLine', { name: nameOf(item) }),
          failure: t('time.approvals.returnFailed'),
        })
      }
    />
  );
}
