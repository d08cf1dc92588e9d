import { useId, useState, type FormEvent } from 'react';
import { TASK_TYPES, type TaskType } from '@shared/enums';
import type { RequestListItem } from '@shared/schemas/requests';
import { FormDialog } from '../../components/form-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { isApiError } from '../../lib/api';
import { withToasts } from '../../lib/with-toasts';
import { useAssigneeOptions } from './api/get-options';
import { useAcceptRequest } from './api/request-mutations';

interface AcceptRequestDialogProps {
  request: RequestListItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const typeLabel = (type: string) => type.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Accepting plans the request as a task on its project; whom it goes to and by when may be chosen now or later. */
export function AcceptRequestDialog({ request, open, onOpenChange }: AcceptRequestDialogProps) {
  const formId = useId();
  const accept = useAcceptRequest();
  const assignees = useAssigneeOptions(open);
  const [assignedToId, setAssignedToId] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [type, setType] = useState<TaskType>('feature');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await withToasts(() => accept.mutateAsync({ id: request.id, input: { assignedToId, dueDate, type } }), {
        success: 'Request accepted',
        description: 'A task was added to the project; the client follows it on the request.',
        failure: 'Failed to accept the request',
      });
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Accept Request"
      description={`A task "${request.title}" is added to ${request.project.name}, with the request's description and priority.`}
      className="max-w-lg"
      formId={formId}
      busy={accept.isPending}
      busyLabel="Accepting..."
      submitLabel="Accept and Create Task"
    >
      <form id={formId} onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          className="sm:col-span-2"
          label="Assign to"
          value={assignedToId}
          onChange={(e) => setAssignedToId(e.target.value)}
          error={errors.assignedToId}
        >
          <option value="">Unassigned</option>
          {assignees.data?.map((u) => (
            <option key={u.id} value={u.id}>{`${u.firstName} ${u.lastName}`}</option>
          ))}
        </SelectField>
        <TextField label="Due date" type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} error={errors.dueDate} />
        <SelectField
          label="Task type"
          value={type}
          onChange={(e) => setType(e.target.value as TaskType)}
          error={errors.type}
          options={TASK_TYPES}
          optionLabel={typeLabel}
        />
      </form>
    </FormDialog>
  );
}
