import { AlertTriangle, Square, Timer } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { TIMER_TOO_LONG_MINUTES } from '@shared/durations';
import { Button } from '../../components/button';
import { useCan } from '../../lib/can';
import { withToasts } from '../../lib/with-toasts';
import { useStopTimer } from './api/time-mutations';
import { useTimer } from './api/time-queries';
import { formatElapsed, useElapsed } from './use-elapsed';
import { t } from '@web/lib/messages/time';

// Opened only for a timer left running too long; it validates with the time schemas (zod), which the shell's first
// load does without.
const StopTimerDialog = lazy(() => import('./stop-timer-dialog').then((m) => ({ default: m.StopTimerDialog })));

/**
 * The running timer in the top bar (decision 0046): the task and the time so far, and Stop. It reads GET /timer, so it
 * is there after a reload, a new sign-in or a restart; over 12 hours it asks for the real duration instead.
 */
export function TopBarTimer() {
  const tracks = useCan()('time.track');
  const timer = useTimer(tracks);
  const stop = useStopTimer();
  const [correcting, setCorrecting] = useState(false);
  const entry = timer.data?.entry ?? null;
  const elapsed = useElapsed(entry?.startedAt, timer.data?.elapsedSeconds ?? 0, timer.dataUpdatedAt);
  if (!entry) return null;

  const taskName = entry.task?.name ?? entry.project.name;
  const tooLong = (timer.data?.tooLong ?? false) || elapsed > TIMER_TOO_LONG_MINUTES * 60;
  const stopNow = () =>
    void withToasts(() => stop.mutateAsync({}), {
      success: t('time.timer.stopped'),
      description: t('time.timer.saved'),
      failure: t('time.timer.stopFailed'),
    }).catch(() => {});

  return (
    <div
      role="status"
      aria-label={t('time.topBar.label')}
      className="flex shrink-0 items-center gap-1.5 rounded-md border border-border bg-surface px-1.5 py-1 sm:gap-2 sm:px-2"
    >
      <Timer aria-hidden className="hidden size-4 shrink-0 text-primary sm:block" />
      {entry.task ? (
        <Link
          to={`/tasks/${entry.task.id}`}
          className="hidden max-w-40 truncate text-sm font-medium text-foreground hover:underline md:inline"
        >
          {taskName}
        </Link>
      ) : (
        <span className="hidden max-w-40 truncate text-sm font-medium md:inline">{taskName}</span>
      )}
      <span
        className="text-sm font-semibold text-foreground tabular-nums"
        aria-label={t('time.topBar.elapsed', { time: formatElapsed(elapsed) })}
      >
        {formatElapsed(elapsed)}
      </span>
      {tooLong ? (
        <Button variant="secondary" size="sm" className="max-sm:px-2" onClick={() => setCorrecting(true)}>
          <AlertTriangle aria-hidden className="size-4 text-warning" />
          <span className="hidden sm:inline">{t('time.topBar.tooLong')}</span>
          <span className="sm:hidden">{t('time.topBar.correct')}</span>
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="max-sm:px-2"
          onClick={stopNow}
          disabled={stop.isPending}
          aria-label={t('time.topBar.stopOn', { task: taskName })}
        >
          <Square aria-hidden className="size-3.5" />
          <span className="hidden sm:inline">{t('time.topBar.stop')}</span>
        </Button>
      )}
      {correcting ? (
        <Suspense fallback={null}>
          <StopTimerDialog open onOpenChange={setCorrecting} taskName={taskName} />
        </Suspense>
      ) : null}
    </div>
  );
}
