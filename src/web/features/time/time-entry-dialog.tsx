import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { formatDuration } from '@shared/durations';
import { CreateTimeEntryInput, UpdateTimeEntryInput, type TimeEntry } from '@shared/schemas/time';
import { AddOrEditDialog, type AddOrEditWords } from '../../components/add-or-edit-dialog';
import { Label } from '../../components/label';
import { Switch } from '../../components/switch';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { sendForm } from '../../lib/apply-server-errors';
import { withToasts } from '../../lib/with-toasts';
import { localToday, useCreateTimeEntry, useUpdateTimeEntry } from './api/time-mutations';
import { t } from '@web/lib/messages/time';

/** What is typed: the duration as text ('1:30'), checked and read by the route's schema. */
interface TimeEntryValues {
  taskId: string;
  workDate: string;
  minutes: string;
  note: string;
  billable: boolean | undefined;
}

const FIELDS = ['workDate', 'minutes', 'note', 'billable'] as const;

interface TimeEntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task new time goes on. */
  taskId: string;
  /** The entry to change; absent: a new one. */
  entry?: TimeEntry | null;
}

const words = (): AddOrEditWords => ({
  add: { title: t('time.addTime'), description: t('time.dialog.addDescription'), submitLabel: t('time.addTime') },
  edit: { title: t('time.dialog.editTitle'), description: t('time.dialog.editDescription'), submitLabel: t('time.dialog.save') },
});

/** Add time by hand, or change an entry: the day, the duration as people type it ('1:30', '1.5h', '90m'), a note. */
export function TimeEntryDialog({ open, onOpenChange, taskId, entry }: TimeEntryDialogProps) {
  const billableId = useId();
  const create = useCreateTimeEntry();
  const update = useUpdateTimeEntry();
  const editing = !!entry;
  const { register, handleSubmit, getValues, setValue, setError, watch, formState } = useForm<TimeEntryValues>({
    // The route's schema: a change may send any of the fields, a new entry all of them on its task.
    resolver: zodResolver(editing ? UpdateTimeEntryInput : CreateTimeEntryInput) as unknown as Resolver<TimeEntryValues>,
    defaultValues: {
      taskId,
      workDate: entry?.workDate ?? localToday(),
      minutes: entry?.minutes ? formatDuration(entry.minutes) : '',
      note: entry?.note ?? '',
      // Absent on a new entry: the project's default applies unless the switch is touched.
      billable: entry?.billable,
    },
  });
  const { errors } = formState;
  const billable = watch('billable');

  const submit = handleSubmit(() => {
    const { workDate, minutes, note, billable: chosen } = getValues();
    const input = { workDate, minutes, note, ...(chosen !== undefined && { billable: chosen }) };
    return sendForm(
      setError,
      FIELDS,
      () =>
        withToasts(() => (entry ? update.mutateAsync({ id: entry.id, input }) : create.mutateAsync({ ...input, taskId })), {
          success: t(editing ? 'time.dialog.updated' : 'time.dialog.created'),
          failure: t(editing ? 'time.dialog.updateFailed' : 'time.dialog.createFailed'),
        }),
      // The task is the card's: a refusal of it is said beside the duration.
      { rename: { taskId: 'minutes' }, onSent: () => onOpenChange(false) },
    );
  });

  return (
    <AddOrEditDialog
      open={open}
      onOpenChange={onOpenChange}
      words={words()}
      className="max-w-lg"
      busy={create.isPending || update.isPending}
      editing={editing}
      busyLabel={t('time.saving')}
      onSubmit={submit}
      formClassName="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('time.field.date')} type="date" required error={errors.workDate?.message} {...register('workDate')} />
        <TextField
          label={t('time.field.duration')}
          required
          autoFocus
          placeholder="1:30"
          inputMode="decimal"
          error={errors.minutes?.message ?? errors.taskId?.message}
          {...register('minutes')}
        />
      </div>
      <TextareaField label={t('time.field.note')} rows={3} maxLength={2000} error={errors.note?.message} {...register('note')} />
      <div className="flex items-center gap-3">
        <Switch id={billableId} checked={billable ?? true} onCheckedChange={(on) => setValue('billable', on)} />
        <Label htmlFor={billableId}>{t('time.field.billable')}</Label>
      </div>
      <p className="text-xs text-muted-foreground">{t('time.dialog.hint')}</p>
    </AddOrEditDialog>
  );
}
