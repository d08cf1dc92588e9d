import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PROJECT_STATUSES } from '@shared/enums';
import { CreateProjectInput, PROJECT_FIELD_NAMES, type PersonRef } from '@shared/schemas/projects';
import { PriorityField } from '../../components/form-parts';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { useClientOptions } from './api/get-client-options';
import { useManagerOptions } from './api/get-manager-options';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { statusText } from '@web/lib/status-text';
import { personName } from './project-format';
import { MONEY_SERVER_FIELDS, ProjectMoneyFields, projectMoneyFormFields } from './project-money-fields';
import { toProjectPayload, type ProjectFormValues } from './project-form-values';
import { NamedOptions } from '../../components/filter-select';
import { t } from '@web/lib/messages/projects';

type MoneyServerField = keyof typeof MONEY_SERVER_FIELDS;

/** The form field an input field's server error shows under: the rates and budget are typed as text under names of their own. */
function formFieldOf(name: (typeof PROJECT_FIELD_NAMES)[number]): keyof ProjectFormValues {
  return name in MONEY_SERVER_FIELDS ? MONEY_SERVER_FIELDS[name as MoneyServerField] : (name as Exclude<typeof name, MoneyServerField>);
}

/** The form's own check: the shared input, with rates and budgets as typed (their text becomes numbers on submit). */
// Typed by the form's values: toProjectPayload turns them into the input, so the schema's output is not used.
const projectResolver = zodResolver(CreateProjectInput.safeExtend(projectMoneyFormFields)) as unknown as Resolver<ProjectFormValues>;

interface ProjectFormProps {
  id: string;
  defaultValues: ProjectFormValues;
  /** The saved manager, listed even if no longer among the choices (e.g. deactivated). */
  currentManager?: PersonRef | null;
  /**
   * The project's client, or the one a new project is for (a client's Projects tab): listed from the first render, so
   * it is selected before the choices have loaded.
   */
  currentClient?: { id: string; name: string } | null;
  /** The completion the project shows now (edit): what "set by hand" starts from. */
  shownCompletion?: number;
  /** Show the rates and budget (a new project, or one read with them); hidden, the payload leaves them out. */
  showMoney?: boolean;
  /** Saves; a thrown ApiError with `fields` puts its messages under the fields. */
  onSubmit: (payload: ReturnType<typeof toProjectPayload>) => Promise<void>;
}

/** The project's fields, shared by Create New Project and Edit Project; the dialog holds the buttons. */
export function ProjectForm({
  id,
  defaultValues,
  currentManager,
  currentClient,
  shownCompletion,
  showMoney = true,
  onSubmit,
}: ProjectFormProps) {
  const clients = useClientOptions();
  const managers = useManagerOptions();
  const byHandId = useId();
  const [byHand, setByHand] = useState(defaultValues.completionPercentage !== null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm({ resolver: projectResolver, defaultValues });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(toProjectPayload(values));
    } catch (error) {
      applyServerErrors(error, PROJECT_FIELD_NAMES.map(formFieldOf), setError, { rename: MONEY_SERVER_FIELDS });
    }
  });

  // The saved choices are rendered first and for good, and left out of the loaded lists: a native select whose chosen
  // option appears only after the list loads would show the placeholder instead.
  const managerOptions = (managers.data ?? []).filter((m) => m.id !== currentManager?.id);
  const clientOptions = (clients.data ?? []).filter((c) => c.id !== currentClient?.id);
  const chooseByHand = (checked: boolean) => {
    setByHand(checked);
    setValue('completionPercentage', checked ? (shownCompletion ?? 0) : null);
  };

  return (
    <form id={id} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('projects.overview.name')}
        autoFocus
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        label={t('projects.overview.description')}
        className="sm:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField
        label={t('projects.filters.client')}
        className="sm:col-span-2"
        error={errors.clientId?.message}
        {...register('clientId')}
      >
        <option value="">{clients.isPending ? t('projects.filters.loadingClients') : t('projects.form.selectClient')}</option>
        {currentClient ? <option value={currentClient.id}>{currentClient.name}</option> : null}
        <NamedOptions items={clientOptions} />
      </SelectField>
      <SelectField
        label={t('projects.table.status')}
        error={errors.status?.message}
        {...register('status')}
        options={PROJECT_STATUSES}
        optionLabel={(s) => statusText('project', s)}
      />
      <PriorityField error={errors.priority?.message} {...register('priority')} />
      <TextField label={t('projects.overview.startDate')} type="date" error={errors.startDate?.message} {...register('startDate')} />
      <TextField label={t('projects.overview.endDate')} type="date" error={errors.endDate?.message} {...register('endDate')} />
      <div className="space-y-1.5">
        <label htmlFor={byHandId} className="flex items-center gap-2 text-sm font-medium">
          <input
            id={byHandId}
            type="checkbox"
            className="size-4 rounded border-input accent-primary"
            checked={byHand}
            onChange={(e) => chooseByHand(e.target.checked)}
          />
          {t('projects.form.setCompletionByHand')}
        </label>
        {byHand ? (
          <TextField
            label={t('projects.form.completionPercent')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            error={errors.completionPercentage?.message}
            {...register('completionPercentage')}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('projects.form.followsTasks')}</p>
        )}
      </div>
      <SelectField label={t('projects.projectManager')} error={errors.projectManagerId?.message} {...register('projectManagerId')}>
        <option value="">{t('projects.form.noManager')}</option>
        {currentManager ? <option value={currentManager.id}>{personName(currentManager)}</option> : null}
        {managerOptions.map((m) => (
          <option key={m.id} value={m.id}>
            {personName(m)}
          </option>
        ))}
      </SelectField>
      {showMoney ? <ProjectMoneyFields register={register} errors={errors} /> : null}
    </form>
  );
}
