import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { SelectField } from '../../components/select-field';
import { useTaskChoices } from './timesheet-api';
import type { PinnedRow } from './timesheet-pinned';
import { t } from '@web/lib/messages/time';

interface AddRowDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Tasks already on the grid, left out of the choice. */
  shown: ReadonlySet<string>;
  onAdd: (row: PinnedRow) => void;
}

/** Picks one of the caller's project tasks (the task list's scope) to log time on. */
export function AddRowDialog({ open, onOpenChange, shown, onAdd }: AddRowDialogProps) {
  const tasks = useTaskChoices(open);
  const [taskId, setTaskId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const choices = (tasks.data ?? []).filter((task) => !shown.has(task.id));
  const projects = [...new Map(choices.map((task) => [task.project!.id, task.project!.name])).entries()];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const task = choices.find((choice) => choice.id === taskId);
    if (!task) {
      setError(t('time.addRow.choose'));
      return;
    }
    onAdd({ task: { id: task.id, name: task.title }, project: task.project!, client: task.client });
    setTaskId('');
    setError(undefined);
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('time.addRow')}
      description={t('time.addRow.description')}
      className="max-w-lg"
      busy={false}
      submitLabel={t('time.addRow')}
      onSubmit={submit}
    >
      <SelectField label={t('time.field.task')} autoFocus required value={taskId} onChange={(e) => setTaskId(e.target.value)} error={error}>
        <option value="">
          {tasks.isPending ? t('time.addRow.loading') : choices.length ? t('time.addRow.choose') : t('time.addRow.none')}
        </option>
        {projects.map(([projectId, name]) => (
          <optgroup key={projectId} label={name}>
            {choices
              .filter((task) => task.project!.id === projectId)
              .map((task) => (
                <option key={task.id} value={task.id}>
                  {task.title}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
    </FormDialog>
  );
}
