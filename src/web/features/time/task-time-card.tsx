import { Play, Plus, Square } from 'lucide-react';
import { useState } from 'react';
import { formatDuration } from '@shared/durations';
import type { TimeEntry } from '@shared/schemas/time';
import type { TaskDetail } from '@shared/schemas/tasks';
import { Button } from '../../components/button';
import { SectionCard } from '../../components/section-card';
import { Skeleton } from '../../components/skeleton';
import { useCan } from '../../lib/can';
import { withToasts } from '../../lib/with-toasts';
import { localToday, useStartTimer, useStopTimer } from './api/time-mutations';
import { useTimeEntries, useTimer } from './api/time-queries';
import { DeleteTimeEntryDialog } from './delete-time-entry-dialog';
import { TimeEntryDialog } from './time-entry-dialog';
import { TimeEntryList } from './time-entry-list';
import { rich } from '@web/lib/i18n-rich';
import { t } from '@web/lib/messages/time';

/**
 * The task's time (decision 0046): Start/Stop timer and Add time for those who track time, and the entries on the task
 * the caller may see (their own; a manager's everyone's; a client user's the approved hours). Only project tasks.
 */
export function TaskTimeCard({ task }: { task: TaskDetail }) {
  const can = useCan();
  const tracks = can('time.track');
  const entries = useTimeEntries({ taskId: task.id, pageSize: 50 }, can('time.view') && !!task.project);
  const timer = useTimer(tracks);
  const start = useStartTimer();
  const stop = useStopTimer();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TimeEntry | null>(null);
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);
  if (!task.project || !can('time.view')) return null;

  const runningHere = timer.data?.entry?.task?.id === task.id;
  const toggle = () =>
    void withToasts<unknown>(
      () => (runningHere ? stop.mutateAsync({}) : start.mutateAsync({ taskId: task.id, workDate: localToday() })),
      runningHere
        ? { success: t('time.timer.stopped'), description: t('time.timer.saved'), failure: t('time.timer.stopFailed') }
        : {
            success: t('time.timer.started'),
            description: timer.data?.entry ? t('time.timer.otherStopped') : undefined,
            failure: t('time.timer.startFailed'),
          },
    ).catch(() => {});

  const actions = tracks ? (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant={runningHere ? 'secondary' : 'primary'} onClick={toggle} disabled={start.isPending || stop.isPending}>
        {runningHere ? <Square aria-hidden className="size-3.5" /> : <Play aria-hidden className="size-4" />}
        {runningHere ? t('time.timer.stop') : t('time.timer.start')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
        <Plus aria-hidden className="size-4" />
        {t('time.addTime')}
      </Button>
    </div>
  ) : undefined;

  const list = entries.data;
  return (
    <SectionCard title={t('time.card.title')} idPrefix="task" action={actions} className="mt-4">
      {entries.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : !list || list.items.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">{tracks ? t('time.card.emptyTracker') : t('time.card.emptyReader')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {rich(t('time.card.total', { duration: formatDuration(list.totalMinutes) }), {
              total: (words) => <span className="font-semibold text-foreground tabular-nums">{words}</span>,
            })}
          </p>
          <TimeEntryList entries={list.items} onEdit={setEditing} onDelete={setDeleting} />
        </>
      )}
      {adding ? <TimeEntryDialog open onOpenChange={setAdding} taskId={task.id} /> : null}
      {editing ? <TimeEntryDialog open onOpenChange={(open) => !open && setEditing(null)} taskId={task.id} entry={editing} /> : null}
      <DeleteTimeEntryDialog entry={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </SectionCard>
  );
}
