import { StopTimerInput } from '@shared/schemas/time';
import { OneFieldDialog } from '../../components/one-field-dialog';
import { withToasts } from '../../lib/with-toasts';
import { useStopTimer } from './api/time-mutations';
import { t } from '@web/lib/messages/time';

interface StopTimerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  taskName: string;
}

/** A timer left running too long: stop it with the time really spent (decision 0046). */
export function StopTimerDialog({ open, onOpenChange, taskName }: StopTimerDialogProps) {
  const stop = useStopTimer();
  return (
    <OneFieldDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('time.stop.title')}
      description={t('time.stop.description', { task: taskName })}
      className="max-w-md"
      busy={stop.isPending}
      busyLabel={t('time.stop.busy')}
      submitLabel={t('time.timer.stop')}
      name="minutes"
      // Typed text is checked as the route checks it: an empty field is not a duration.
      schema={StopTimerInput}
      field={{ label: t('time.stop.timeSpent'), required: true, placeholder: '1:30' }}
      send={(minutes) =>
        withToasts(() => stop.mutateAsync({ minutes }), {
          success: t('time.timer.stopped'),
          description: t('time.timer.saved'),
          failure: t('time.timer.stopFailed'),
        })
      }
    />
  );
}
