import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { SelectField } from '../../components/select-field';
import { useTaskChoices } from './timesheet-api';
import type { PinnedRow } from './timesheet-pinned';

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
    const task = choices.find((t) => t.id === taskId);
    if (!task) {
      setError('Choose a task');
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
      title="Add Row"
      description="Choose a task to log time on this week."
      className="max-w-lg"
      busy={false}
      submitLabel="Add Row"
      onSubmit={submit}
    >
      <SelectField label="Task" autoFocus required value={taskId} onChange={(e) => setTaskId(e.target.value)} error={error}>
        <option value="">{tasks.isPending ? 'Loading tasks…' : choices.length ? 'Choose a task' : 'No other tasks to add'}</option>
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
