import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { formatHours } from '@shared/durations';
import { ReturnWeekInput, type WeekAwaiting } from '@shared/schemas/timesheet';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { OneFieldDialog } from '../../components/one-field-dialog';
import { SkeletonRows } from '../../components/skeleton-rows';
import { withToasts } from '../../lib/with-toasts';
import { useApprovalQueue, useApproveWeek, useReturnWeek } from './timesheet-api';

const weekOf = (monday: string) =>
  `Week of ${new Date(`${monday}T00:00:00Z`).toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
type PersonWeek = Pick<WeekAwaiting, 'person' | 'weekStart'>;
const nameOf = (item: PersonWeek) => `${item.person.firstName} ${item.person.lastName}`;

/** Managers' queue: the weeks people submitted, oldest first, to approve or return with a note. */
export function TimesheetApprovals({ onOpen }: { onOpen: (item: WeekAwaiting) => void }) {
  const queue = useApprovalQueue(true);
  const approve = useApproveWeek();
  const [returning, setReturning] = useState<WeekAwaiting | null>(null);

  if (queue.isError) return <QueryErrorState title="Could not load the weeks awaiting approval" query={queue} />;
  if (!queue.data) return <SkeletonRows label="Loading the weeks awaiting approval" className="space-y-3" rowClassName="h-20 rounded-lg" />;
  if (queue.data.items.length === 0)
    return <EmptyState icon={CheckCircle2} title="Nothing to approve" description="Weeks people submit appear here." />;

  return (
    <>
      <ul className="space-y-3" aria-label="Weeks awaiting approval">
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
                  View Week
                </Button>
                {item.can.decide ? (
                  <>
                    <Button variant="secondary" size="sm" onClick={() => setReturning(item)}>
                      Return
                    </Button>
                    <Button size="sm" disabled={approve.isPending} onClick={() => approveWeek(approve.mutateAsync, item)}>
                      Approve
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
    success: 'Week approved',
    description: `${nameOf(item)} is told.`,
    failure: 'Failed to approve the week',
  }).catch(() => undefined);
}

export function ReturnWeekDialog({ item, onClose }: { item: PersonWeek; onClose: () => void }) {
  const giveBack = useReturnWeek();
  return (
    <OneFieldDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Return Week"
      description={`${nameOf(item)}, ${weekOf(item.weekStart).toLowerCase()}: say what to fix. They read your note on their timesheet.`}
      busy={giveBack.isPending}
      busyLabel="Returning..."
      submitLabel="Return Week"
      name="note"
      // The person and the week are the row's; the note is what is asked.
      schema={ReturnWeekInput.pick({ note: true })}
      field={{ label: 'Note', multiline: true, required: true, maxLength: 2000 }}
      send={(note) =>
        withToasts(() => giveBack.mutateAsync({ userId: item.person.id, week: item.weekStart, note }), {
          success: 'Week returned',
          description: `${nameOf(item)} can fix it and submit it again.`,
          failure: 'Failed to return the week',
        })
      }
    />
  );
}
