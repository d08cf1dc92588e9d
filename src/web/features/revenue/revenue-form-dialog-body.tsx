import { useForm } from 'react-hook-form';
import { CURRENCIES } from '@shared/enums';
import { amountStep } from '@shared/money';
import { AddOrEditDialog, type AddOrEditWords } from '../../components/add-or-edit-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { saveToasts, withToasts } from '../../lib/with-toasts';
import { useCreateRevenue } from './api/create-revenue';
import { useClientProjectOptions } from './api/get-project-options';
import { useUpdateRevenue } from './api/update-revenue';
import {
  emptyRevenueForm,
  REVENUE_FORM_FIELDS,
  revenueFormFrom,
  revenueResolver,
  toRevenuePayload,
  type RevenueFormValues,
} from './revenue-form';
import type { RevenueFormDialogProps } from './revenue-form-dialog';

export function RevenueFormDialogBody({ onOpenChange, client, record }: RevenueFormDialogProps) {
  const editing = !!record;
  const words: AddOrEditWords = {
    add: { title: `Add New Revenue for ${client.name}`, submitLabel: 'Create Revenue' },
    edit: { title: 'Edit Revenue Record', submitLabel: 'Update Revenue' },
  };
  const create = useCreateRevenue();
  const update = useUpdateRevenue();
  const projects = useClientProjectOptions(client.id);

  const {
    register,
    handleSubmit,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RevenueFormValues>({ resolver: revenueResolver, defaultValues: record ? revenueFormFrom(record) : emptyRevenueForm() });

  const onSubmit = handleSubmit(async () => {
    const payload = toRevenuePayload(getValues());
    try {
      const save = () =>
        record ? update.mutateAsync({ id: record.id, input: payload }) : create.mutateAsync({ clientId: client.id, input: payload });
      await withToasts(save, saveToasts('Revenue record', editing));
      onOpenChange(false);
    } catch (error) {
      // Kept open with the server's messages beside the fields, so nothing typed is lost.
      applyServerErrors(error, REVENUE_FORM_FIELDS, setError);
    }
  });

  const busy = isSubmitting;
  const projectList = projects.data ?? [];
  // The record's project may have moved to another client since: keep it selectable rather than silently dropping it.
  const missingProject = record?.project && projects.data && !projectList.some((p) => p.id === record.project?.id) ? record.project : null;

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
        label="Description"
        maxLength={500}
        autoFocus
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label="Monthly Amount"
        type="number"
        min={0}
        step={amountStep(watch('currency'))}
        inputMode="decimal"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <SelectField label="Currency" error={errors.currency?.message} {...register('currency')} options={CURRENCIES} />
      <TextField label="Start Date" type="date" error={errors.startDate?.message} {...register('startDate')} />
      <TextField label="End Date (optional)" type="date" error={errors.endDate?.message} {...register('endDate')} />
      <SelectField
        className="sm:col-span-2"
        label="Related Project (optional)"
        error={errors.projectId?.message}
        {...register('projectId')}
      >
        <option value="">{projects.isPending ? 'Loading projects...' : 'No project'}</option>
        {projectList.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
        {missingProject ? <option value={missingProject.id}>{missingProject.name}</option> : null}
      </SelectField>
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input type="checkbox" className="size-4 rounded border-input accent-primary" {...register('isActive')} />
        Active
      </label>
    </AddOrEditDialog>
  );
}
