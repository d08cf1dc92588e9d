import { useId, useState, type FormEvent } from 'react';
import { formatDuration } from '@shared/durations';
import { CreateTimeEntryInput, UpdateTimeEntryInput, type TimeEntry } from '@shared/schemas/time';
import { FormDialog } from '../../components/form-dialog';
import { Label } from '../../components/label';
import { Switch } from '../../components/switch';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { isApiError } from '../../lib/api';
import { saveToasts, withToasts } from '../../lib/with-toasts';
import { localToday, useCreateTimeEntry, useUpdateTimeEntry } from './api/time-mutations';

type Errors = Partial<Record<'workDate' | 'minutes' | 'note' | 'taskId' | 'billable', string>>;

interface TimeEntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task new time goes on. */
  taskId: string;
  /** The entry to change; absent: a new one. */
  entry?: TimeEntry | null;
}

/** Add time by hand, or change an entry: the day, the duration as people type it ('1:30', '1.5h', '90m'), a note. */
export function TimeEntryDialog({ open, onOpenChange, taskId, entry }: TimeEntryDialogProps) {
  const formId = useId();
  const billableId = useId();
  const create = useCreateTimeEntry();
  const update = useUpdateTimeEntry();
  const editing = !!entry;
  const [workDate, setWorkDate] = useState(entry?.workDate ?? localToday());
  const [duration, setDuration] = useState(entry?.minutes ? formatDuration(entry.minutes) : '');
  const [note, setNote] = useState(entry?.note ?? '');
  // Absent on a new entry: the project's default applies unless the switch is touched.
  const [billable, setBillable] = useState<boolean | undefined>(entry?.billable);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { workDate, minutes: duration, note, ...(billable !== undefined && { billable }) };
    const parsed = editing ? UpdateTimeEntryInput.safeParse(input) : CreateTimeEntryInput.safeParse({ ...input, taskId });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await withToasts(
        () => (entry ? update.mutateAsync({ id: entry.id, input }) : create.mutateAsync({ ...input, taskId })),
        saveToasts('Time entry', editing),
      );
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields as Errors);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Time' : 'Add Time'}
      description={editing ? 'Correct the day, the duration or the note.' : 'Log time you spent on this task.'}
      className="max-w-lg"
      formId={formId}
      busy={create.isPending || update.isPending}
      editing={editing}
      submitLabel={editing ? 'Save Time' : 'Add Time'}
      busyLabel="Saving..."
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Date"
            type="date"
            required
            value={workDate}
            onChange={(e) => setWorkDate(e.target.value)}
            error={errors.workDate}
          />
          <TextField
            label="Duration"
            required
            autoFocus
            placeholder="1:30"
            inputMode="decimal"
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
            error={errors.minutes ?? errors.taskId}
          />
        </div>
        <TextareaField label="Note" rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} />
        <div className="flex items-center gap-3">
          <Switch id={billableId} checked={billable ?? entry?.billable ?? true} onCheckedChange={setBillable} />
          <Label htmlFor={billableId}>Billable</Label>
        </div>
        <p className="text-xs text-muted-foreground">Type 1:30, 1.5h or 90m. Notes are for your team: clients never see them.</p>
      </form>
    </FormDialog>
  );
}
