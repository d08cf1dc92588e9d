import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MILESTONE_STATUSES } from '@shared/enums';
import { MilestoneInput, type Milestone } from '@shared/schemas/projects';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { hoursText, hoursTextToMinutes, minutesToHoursText } from '../../lib/hours-and-money-text';
import { statusText } from '@web/lib/status-text';
import { EstimatedHoursField } from '../../components/form-parts';
import { t } from '@web/lib/messages/projects';

const FIELD_NAMES = ['name', 'description', 'dueDate', 'status'] as const;

export interface MilestonePayload {
  name: string;
  description: string | null;
  dueDate: string | null;
  status: Milestone['status'];
  /** Planned hours as minutes (decision 0048); null: not estimated. */
  estimatedMinutes: number | null;
}

/** The form's check: the shared input, with the estimate as typed in hours. */
const MilestoneFormSchema = MilestoneInput.safeExtend({ estimatedHours: hoursText('validation.label.estimatedHours') });

interface MilestoneFormProps {
  id: string;
  milestone?: Milestone | null;
  /** Saves; a thrown ApiError with `fields` puts its messages under the fields. */
  onSubmit: (payload: MilestonePayload) => Promise<void>;
}

export function MilestoneForm({ id, milestone, onSubmit }: MilestoneFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(MilestoneFormSchema),
    defaultValues: {
      name: milestone?.name ?? '',
      description: milestone?.description ?? '',
      dueDate: milestone?.dueDate ?? '',
      status: milestone?.status ?? 'planned',
      estimatedHours: minutesToHoursText(milestone?.estimatedMinutes),
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      // The schema already turned empty description and due date into null.
      const { estimatedHours, ...rest } = values;
      await onSubmit({ ...rest, estimatedMinutes: hoursTextToMinutes(estimatedHours) });
    } catch (error) {
      applyServerErrors(error, [...FIELD_NAMES, 'estimatedHours'], setError, { rename: { estimatedMinutes: 'estimatedHours' } });
    }
  });

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
      <TextField label={t('projects.milestones.dueDate')} type="date" error={errors.dueDate?.message} {...register('dueDate')} />
      <SelectField
        label={t('projects.table.status')}
        error={errors.status?.message}
        {...register('status')}
        options={MILESTONE_STATUSES}
        optionLabel={(s) => statusText('milestone', s)}
      />
      <EstimatedHoursField error={errors.estimatedHours?.message} {...register('estimatedHours')} />
    </form>
  );
}
