import { StopTimerInput } from '@shared/schemas/time';
import { OneFieldDialog } from '../../components/one-field-dialog';
import { withToasts } from '../../lib/with-toasts';
import { useStopTimer } from './api/time-mutations';

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
      title="Correct the Timer"
      description={`Your timer on ${taskName} has run for over 12 hours. How long did you really work?`}
      className="max-w-md"
      busy={stop.isPending}
      busyLabel="Stopping..."
      submitLabel="Stop Timer"
      name="minutes"
      // Typed text is checked as the route checks it: an empty field is not a duration.
      schema={StopTimerInput}
      field={{ label: 'Time spent', required: true, placeholder: '1:30' }}
      send={(minutes) =>
        withToasts(() => stop.mutateAsync({ minutes }), {
          success: 'Timer stopped',
          description: 'Your time was saved.',
          failure: 'Failed to stop the timer',
        })
      }
    />
  );
}
