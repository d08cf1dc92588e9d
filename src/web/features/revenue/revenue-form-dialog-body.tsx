import { useForm } from 'react-hook-form';
import { CURRENCIES } from '@shared/enums';
import { amountStep } from '@shared/money';
import { AddOrEditDialog, type AddOrEditWords } from '../../components/add-or-edit-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from '../../lib/apply-server-errors';
import { withToasts } from '../../lib/with-toasts';
import { t } from '../../lib/messages/revenue';
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
    add: { title: t('revenue.form.addTitle', { client: client.name }), submitLabel: t('revenue.form.create') },
    edit: { title: t('revenue.form.editTitle'), submitLabel: t('revenue.form.update') },
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
      await withToasts(save, {
        success: t(editing ? 'revenue.form.updated' : 'revenue.form.created'),
        failure: t(editing ? 'revenue.form.updateFailed' : 'revenue.form.createFailed'),
      });
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
        label={t('revenue.table.description')}
        maxLength={500}
        autoFocus
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label={t('revenue.form.amount')}
        type="number"
        min={0}
        step={amountStep(watch('currency'))}
        inputMode="decimal"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <SelectField label={t('revenue.form.currency')} error={errors.currency?.message} {...register('currency')} options={CURRENCIES} />
      <TextField label={t('revenue.form.startDate')} type="date" error={errors.startDate?.message} {...register('startDate')} />
      <TextField label={t('revenue.form.endDate')} type="date" error={errors.endDate?.message} {...register('endDate')} />
      <SelectField className="sm:col-span-2" label={t('revenue.form.project')} error={errors.projectId?.message} {...register('projectId')}>
        <option value="">{projects.isPending ? t('revenue.form.loadingProjects') : t('revenue.noProject')}</option>
        {projectList.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
        {missingProject ? <option value={missingProject.id}>{missingProject.name}</option> : null}
      </SelectField>
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input type="checkbox" className="size-4 rounded border-input accent-primary" {...register('isActive')} />
        {t('revenue.form.active')}
      </label>
    </AddOrEditDialog>
  );
}
