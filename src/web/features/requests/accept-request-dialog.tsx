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
import { t } from '@web/lib/messages/requests';

interface AcceptRequestDialogProps {
  request: RequestListItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const typeLabel = (type: string) => t('requests.accept.type', { type });

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
          success: t('requests.accept.success'),
          description: t('requests.accept.successDescription'),
          failure: t('requests.accept.failure'),
        }),
      { onSent: () => onOpenChange(false) },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('requests.accept.title')}
      description={t('requests.accept.description', { title: request.title, project: request.project.name })}
      className="max-w-lg"
      busy={accept.isPending}
      busyLabel={t('requests.accept.accepting')}
      submitLabel={t('requests.accept.submit')}
      onSubmit={submit}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <SelectField
        className="sm:col-span-2"
        label={t('requests.accept.assignTo')}
        error={errors.assignedToId?.message}
        {...register('assignedToId')}
      >
        <option value="">{t('requests.accept.unassigned')}</option>
        {assignees.data?.map((u) => (
          <option key={u.id} value={u.id}>{`${u.firstName} ${u.lastName}`}</option>
        ))}
      </SelectField>
      <TextField label={t('requests.accept.dueDate')} type="date" error={errors.dueDate?.message} {...register('dueDate')} />
      <SelectField
        label={t('requests.accept.taskType')}
        error={errors.type?.message}
        {...register('type')}
        options={TASK_TYPES}
        optionLabel={typeLabel}
      />
    </FormDialog>
  );
}
