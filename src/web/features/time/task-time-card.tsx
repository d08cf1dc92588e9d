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
        ? { success: 'Timer stopped', description: 'Your time was saved.', failure: 'Failed to stop the timer' }
        : {
            success: 'Timer started',
            description: timer.data?.entry ? 'Your other timer was stopped and saved.' : undefined,
            failure: 'Failed to start the timer',
          },
    ).catch(() => {});

  const actions = tracks ? (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant={runningHere ? 'secondary' : 'primary'} onClick={toggle} disabled={start.isPending || stop.isPending}>
        {runningHere ? <Square aria-hidden className="size-3.5" /> : <Play aria-hidden className="size-4" />}
        {runningHere ? 'Stop Timer' : 'Start Timer'}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
        <Plus aria-hidden className="size-4" />
        Add Time
      </Button>
    </div>
  ) : undefined;

  const list = entries.data;
  return (
    <SectionCard title="Time" idPrefix="task" action={actions} className="mt-4">
      {entries.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : !list || list.items.length === 0 ? (
        <p className="py-2 text-sm text-muted-foreground">
          {tracks ? 'No time logged yet. Start the timer or add time by hand.' : 'No approved time on this task yet.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Total: <span className="font-semibold text-foreground tabular-nums">{formatDuration(list.totalMinutes)}</span>
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
