import { useId, useState, type FormEvent } from 'react';
import { StopTimerInput } from '@shared/schemas/time';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { isApiError } from '../../lib/api';
import { withToasts } from '../../lib/with-toasts';
import { useStopTimer } from './api/time-mutations';

interface StopTimerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  taskName: string;
}

/** A timer left running too long: stop it with the time really spent (decision 0046). */
export function StopTimerDialog({ open, onOpenChange, taskName }: StopTimerDialogProps) {
  const formId = useId();
  const stop = useStopTimer();
  const [duration, setDuration] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = StopTimerInput.safeParse({ minutes: duration });
    if (!parsed.success || duration.trim() === '') {
      setError(parsed.success ? 'Enter the time you really spent' : parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await withToasts(() => stop.mutateAsync({ minutes: duration }), {
        success: 'Timer stopped',
        description: 'Your time was saved.',
        failure: 'Failed to stop the timer',
      });
      onOpenChange(false);
    } catch (err) {
      if (isApiError(err) && err.fields?.minutes) setError(err.fields.minutes);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Correct the Timer"
      description={`Your timer on ${taskName} has run for over 12 hours. How long did you really work?`}
      className="max-w-md"
      formId={formId}
      busy={stop.isPending}
      busyLabel="Stopping..."
      submitLabel="Stop Timer"
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label="Time spent"
          required
          autoFocus
          placeholder="1:30"
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
          error={error}
        />
      </form>
    </FormDialog>
  );
}
