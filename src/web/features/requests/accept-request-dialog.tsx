import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TASK_TYPES, type TaskType } from '@shared/enums';
import { AcceptRequestInput, type RequestListItem } from '@shared/schemas/requests';
import { FormDialog } from '../../components/form-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { sendForm } from '../../lib/apply-server-errors';
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
  const accept = useAcceptRequest();
  const assignees = useAssigneeOptions(open);
  const { register, handleSubmit, getValues, setError, formState } = useForm({
    resolver: zodResolver(AcceptRequestInput),
    defaultValues: { assignedToId: '', dueDate: '', type: 'feature' as TaskType },
  });
  const { errors } = formState;

  const submit = handleSubmit(() =>
    sendForm(
      setError,
      ['assignedToId', 'dueDate', 'type'],
      () =>
        withToasts(() => accept.mutateAsync({ id: request.id, input: getValues() }), {
          success: 'Request accepted',
          description: 'A task was added to the project; the client follows it on the request.',
          failure: 'Failed to accept the request',
        }),
      { onSent: () => onOpenChange(false) },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Accept Request"
      description={`A task "${request.title}" is added to ${request.project.name}, with the request's description and priority.`}
      className="max-w-lg"
      busy={accept.isPending}
      busyLabel="Accepting..."
      submitLabel="Accept and Create Task"
      onSubmit={submit}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <SelectField className="sm:col-span-2" label="Assign to" error={errors.assignedToId?.message} {...register('assignedToId')}>
        <option value="">Unassigned</option>
        {assignees.data?.map((u) => (
          <option key={u.id} value={u.id}>{`${u.firstName} ${u.lastName}`}</option>
        ))}
      </SelectField>
      <TextField label="Due date" type="date" error={errors.dueDate?.message} {...register('dueDate')} />
      <SelectField label="Task type" error={errors.type?.message} {...register('type')} options={TASK_TYPES} optionLabel={typeLabel} />
    </FormDialog>
  );
}
