import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { PRIORITIES, TASK_STATUSES, TASK_TYPES } from '@shared/enums';
import { CreateTaskInput } from '@shared/schemas/tasks';
import { AddOrEditDialog, type AddOrEditWords } from '../../components/add-or-edit-dialog';
import { FieldError } from '../../components/field-error';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { can } from '../../lib/can';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../../lib/current-user';
import { hoursText } from '../../lib/hours-and-money-text';
import { withToasts } from '../../lib/with-toasts';
import { statusText } from '@web/lib/status-text';
import { useCreateTask } from './api/create-task';
import { useAssigneeOptions, useClientOptions, useMilestoneOptions, useProjectOptions } from './api/get-options';
import { useUpdateTask } from './api/update-task';
import { emptyTaskForm, taskFormFromTask, toTaskPayload, toTaskUpdate, type TaskFormValues } from './task-form';
import type { TaskFormDialogProps } from './task-form-dialog';
import { humanize, personName, typeLabel } from './task-format';
import { NamedOptions } from '../../components/filter-select';
import { EstimatedHoursField } from '../../components/form-parts';
import { t } from '@web/lib/messages/tasks';

type TaskPayload = z.output<typeof CreateTaskInput>;

// The form's string values are one of the inputs the schema accepts; the cast only narrows the input type.
// The estimate is typed in hours: checked here as text, sent as minutes (toTaskPayload).
const taskResolver = zodResolver(
  CreateTaskInput.safeExtend({ estimatedHours: hoursText('validation.label.estimatedHours').optional() }),
) as unknown as Resolver<TaskFormValues, unknown, TaskPayload>;

const FORM_FIELDS = new Set<keyof TaskFormValues>([
  'title',
  'description',
  'clientId',
  'projectId',
  'milestoneId',
  'type',
  'status',
  'priority',
  'assignedToId',
  'dueDate',
]);

const textareaClass = cn(
  'block min-h-24 w-full rounded-md border border-input bg-surface px-3 py-2 text-sm text-foreground shadow-xs',
  'placeholder:text-muted-foreground aria-invalid:border-danger',
);

export function TaskFormDialogBody({ onOpenChange, task, title, fixedClient, fixedProject, onSaved }: TaskFormDialogProps) {
  const ids = {
    description: useId(),
    client: useId(),
    project: useId(),
    milestone: useId(),
    type: useId(),
    status: useId(),
    priority: useId(),
    assignee: useId(),
    due: useId(),
  };
  const { me } = useCurrentUser();
  // An existing task says whether the caller may reassign it; a new one: whether the role assigns tasks at all.
  const canAssign = task ? task.can.assign : can(me, 'tasks.assign');
  const editing = !!task;
  const words: AddOrEditWords = {
    add: { title: title ?? t('tasks.form.createTitle'), submitLabel: t('tasks.form.create') },
    edit: { title: title ?? t('tasks.form.editTitle'), submitLabel: t('tasks.form.update') },
  };
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();

  const initial: TaskFormValues = task
    ? taskFormFromTask(task)
    : emptyTaskForm(
        { clientId: fixedClient?.id, projectId: fixedProject?.id },
        // Developers and designers create tasks for themselves only.
        canAssign ? '' : (me?.user.id ?? ''),
      );

  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TaskFormValues, unknown, TaskPayload>({ resolver: taskResolver, defaultValues: initial });

  const clientId = watch('clientId');
  const projectId = watch('projectId');
  const clients = useClientOptions(!fixedClient);
  const projects = useProjectOptions(clientId || null, !!clientId && !fixedProject);
  const milestones = useMilestoneOptions(projectId || null);
  const users = useAssigneeOptions(canAssign);

  const savedTaskLine = (saved: Awaited<ReturnType<typeof createTask.mutateAsync>>) =>
    t(editing ? 'tasks.form.updatedLine' : 'tasks.form.addedLine', { name: saved.title }) +
    // Assigning someone outside the project puts them on its team (the server says whom): the assigner is told.
    (saved.addedToTeam
      ? ` ${t('tasks.form.addedToTeam', { person: personName(saved.addedToTeam.person), project: saved.addedToTeam.project.name })}`
      : '');

  const onSubmit = handleSubmit(async () => {
    const values = getValues();
    try {
      const save = () =>
        task
          ? updateTask.mutateAsync({ id: task.id, input: toTaskUpdate(values, canAssign) })
          : createTask.mutateAsync(toTaskPayload(values) as TaskPayload);
      const saved = await withToasts(save, {
        success: t(editing ? 'tasks.form.updated' : 'tasks.form.created'),
        description: savedTaskLine,
        failure: t(editing ? 'tasks.form.updateFailed' : 'tasks.form.createFailed'),
      });
      onSaved?.(saved);
      onOpenChange(false);
    } catch (error) {
      // Kept open with the server's messages beside the fields, so nothing typed is lost.
      applyServerErrors(error, [...FORM_FIELDS, 'estimatedHours'], setError, { rename: { estimatedMinutes: 'estimatedHours' } });
    }
  });

  const busy = isSubmitting;
  const milestoneOptions = milestones.data ?? [];
  let milestonePlaceholder = t('tasks.noMilestone');
  if (!projectId) milestonePlaceholder = t('tasks.selectProjectFirst');
  else if (milestones.isPending) milestonePlaceholder = t('tasks.form.loadingMilestones');
  else if (milestoneOptions.length === 0) milestonePlaceholder = t('tasks.form.noMilestones');

  const assigneeName = editing ? personName(task?.assignedTo) : me ? `${me.user.firstName} ${me.user.lastName}` : null;

  return (
    <AddOrEditDialog
      open
      onOpenChange={onOpenChange}
      words={words}
      className="max-w-2xl"
      busy={busy}
      editing={editing}
      onSubmit={onSubmit}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <TextField
        className="sm:col-span-2"
        label={t('tasks.field.title')}
        autoFocus
        maxLength={200}
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={ids.description}>{t('tasks.field.description')}</Label>
        <textarea
          id={ids.description}
          className={textareaClass}
          rows={3}
          aria-invalid={errors.description ? true : undefined}
          {...register('description')}
        />
        <FieldError id={`${ids.description}-error`} message={errors.description?.message} />
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={ids.client}>{t('tasks.field.client')}</Label>
        {fixedClient ? (
          <Select id={ids.client} disabled value={fixedClient.id}>
            <option value={fixedClient.id}>{fixedClient.name}</option>
          </Select>
        ) : (
          <Select
            id={ids.client}
            aria-invalid={errors.clientId ? true : undefined}
            aria-describedby={errors.clientId ? `${ids.client}-error` : undefined}
            {...register('clientId', {
              onChange: () => {
                setValue('projectId', '');
                setValue('milestoneId', '');
              },
            })}
          >
            <option value="">{clients.isPending ? t('tasks.form.loadingClients') : t('tasks.form.selectClient')}</option>
            <NamedOptions items={clients.data} />
            {/* The task's client may be outside the options (renamed, archived): keep it selectable. */}
            {task && clients.data && !clients.data.some((c) => c.id === task.client.id) ? (
              <option value={task.client.id}>{task.client.name}</option>
            ) : null}
          </Select>
        )}
        <FieldError id={`${ids.client}-error`} message={errors.clientId?.message} />
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={ids.project}>{t('tasks.field.project')}</Label>
        {fixedProject ? (
          <Select id={ids.project} disabled value={fixedProject.id}>
            <option value={fixedProject.id}>{fixedProject.name}</option>
          </Select>
        ) : (
          <Select
            id={ids.project}
            disabled={!clientId}
            aria-invalid={errors.projectId ? true : undefined}
            {...register('projectId', { onChange: () => setValue('milestoneId', '') })}
          >
            <option value="">{clientId ? t('tasks.noProjectLower') : t('tasks.form.selectClientFirst')}</option>
            {clientId
              ? projects.data?.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))
              : null}
            {task?.project && clientId === task.client.id && projects.data && !projects.data.some((p) => p.id === task.project?.id) ? (
              <option value={task.project.id}>{task.project.name}</option>
            ) : null}
          </Select>
        )}
        <FieldError id={`${ids.project}-error`} message={errors.projectId?.message} />
      </div>

      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={ids.milestone}>{t('tasks.field.milestone')}</Label>
        <Select
          id={ids.milestone}
          disabled={!projectId || milestoneOptions.length === 0}
          aria-invalid={errors.milestoneId ? true : undefined}
          {...register('milestoneId')}
        >
          <option value="">{milestonePlaceholder}</option>
          {projectId
            ? milestoneOptions.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))
            : null}
        </Select>
        <FieldError id={`${ids.milestone}-error`} message={errors.milestoneId?.message} />
      </div>

      <div className="space-y-1.5">
        <Label htmlFor={ids.type}>{t('tasks.field.type')}</Label>
        <Select id={ids.type} {...register('type')}>
          {TASK_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.status}>{t('tasks.field.status')}</Label>
        <Select id={ids.status} {...register('status')}>
          {TASK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusText('task', s)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.priority}>{t('tasks.field.priority')}</Label>
        <Select id={ids.priority} {...register('priority')}>
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {statusText('priority', p)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.assignee}>{t('tasks.field.assignedTo')}</Label>
        {canAssign ? (
          <Select id={ids.assignee} aria-invalid={errors.assignedToId ? true : undefined} {...register('assignedToId')}>
            <option value="">{t('tasks.unassigned')}</option>
            {users.data?.map((u) => (
              <option key={u.id} value={u.id}>
                {t('tasks.form.assigneeOption', { name: `${u.firstName} ${u.lastName}`, role: humanize(u.role) })}
              </option>
            ))}
            {task?.assignedTo && users.data && !users.data.some((u) => u.id === task.assignedTo?.id) ? (
              <option value={task.assignedTo.id}>{personName(task.assignedTo)}</option>
            ) : null}
          </Select>
        ) : (
          <Input id={ids.assignee} readOnly disabled value={assigneeName ?? t('tasks.unassigned')} />
        )}
        <FieldError id={`${ids.assignee}-error`} message={errors.assignedToId?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.due}>{t('tasks.field.dueDate')}</Label>
        <Input id={ids.due} type="date" aria-invalid={errors.dueDate ? true : undefined} {...register('dueDate')} />
        <FieldError id={`${ids.due}-error`} message={errors.dueDate?.message} />
      </div>
      {initial.estimatedHours !== undefined ? (
        <EstimatedHoursField error={errors.estimatedHours?.message} {...register('estimatedHours')} />
      ) : null}
    </AddOrEditDialog>
  );
}
