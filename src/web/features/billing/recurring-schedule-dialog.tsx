import { amountStep, minorToDecimal } from '@shared/money';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { CURRENCIES, RECURRING_FREQUENCIES, type Currency, type RecurringFrequency } from '@shared/enums';
import { parseDuration } from '@shared/durations';
import { upcomingPeriods } from '@shared/recurring-periods';
import { CreateRecurringScheduleInput } from '@shared/schemas/recurring';
import { Button } from '@web/components/button';
import { FieldError } from '@web/components/field-error';
import { FormDialog } from '@web/components/form-dialog';
import { Input } from '@web/components/input';
import { SelectField } from '@web/components/select-field';
import { TextField } from '@web/components/text-field';
import { errorMessage, request } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { bodyResolver } from '@web/lib/body-resolver';
import { formatDate, formatMoney } from '@web/lib/format';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/billing';
import { toast } from '@web/lib/toast';
import { queryKeys } from '@web/lib/query-keys';
import { useCreateRecurringSchedule } from './api/recurring';
import { NamedOptions } from '../../components/filter-select';
import { previewSums } from './line-sums';

const FREQUENCY_LABELS = {
  weekly: msg('billing.frequency.weekly'),
  monthly: msg('billing.frequency.monthly'),
  quarterly: msg('billing.frequency.quarterly'),
  yearly: msg('billing.frequency.yearly'),
} satisfies Record<RecurringFrequency, string>;
const today = () => new Date().toISOString().slice(0, 10);

/** What is typed: the schedule's fields by the route's names, numbers as the inputs hold them. */
interface ScheduleFormValues {
  clientId: string;
  title: string;
  currency: Currency;
  frequency: RecurringFrequency;
  dayOfMonth: string;
  startDate: string;
  endDate: string;
  maxCount: string;
  dueDays: string;
  autoSend: boolean;
  /** A quantity as typed ('1.5'), read exactly to thousandths by the schema, as on invoice lines (decision 0102). */
  items: Array<{ description: string; quantity: string; unit: string; amount: string }>;
  retainer: boolean;
  projectId: string;
  /** Hours as typed ('10', '7:30', '7h 30m'). */
  allowanceMinutes: string;
  carryOver: boolean;
}

const FIELDS = [
  'clientId',
  'title',
  'currency',
  'frequency',
  'dayOfMonth',
  'startDate',
  'endDate',
  'maxCount',
  'dueDays',
  'autoSend',
  'items',
  'projectId',
  'allowanceMinutes',
  'carryOver',
] as const;

const emptyLine = () => ({ description: '', quantity: '1', unit: '', amount: '' });

function allowanceOf(typed: string): number | null {
  const text = typed.trim();
  if (!text) return null;
  const parsed = parseDuration(text.includes(':') || /[hm]/i.test(text) ? text : `${text}h`);
  // Unreadable hours are sent as -1, which the schema refuses beside the field.
  return parsed.ok ? parsed.minutes : -1;
}

/** The route's body from what is typed; the shared schema checks it here and again on the server. */
export function toScheduleInput(v: ScheduleFormValues): CreateRecurringScheduleInput {
  return {
    clientId: v.clientId,
    title: v.title,
    currency: v.currency,
    frequency: v.frequency,
    dayOfMonth: v.frequency === 'weekly' ? null : Number(v.dayOfMonth),
    startDate: v.startDate,
    endDate: v.endDate || null,
    maxCount: v.maxCount ? Number(v.maxCount) : null,
    autoSend: v.autoSend,
    dueDays: Number(v.dueDays),
    items: v.items.map((l) => ({ description: l.description, quantity: l.quantity, unit: l.unit, amount: Number(l.amount) })),
    projectId: v.retainer ? v.projectId || null : null,
    allowanceMinutes: v.retainer ? allowanceOf(v.allowanceMinutes) : null,
    carryOver: v.retainer && v.carryOver,
  };
}

const scheduleResolver = bodyResolver(() => CreateRecurringScheduleInput, toScheduleInput);

/** 'New Schedule': a client's recurring invoice, optionally a retainer of a project's hours. Mounted only while open. */
export function RecurringScheduleDialog({
  clientId: fixedClient,
  onOpenChange,
}: {
  clientId?: string;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const create = useCreateRecurringSchedule();
  const { register, control, handleSubmit, watch, getValues, setError, formState } = useForm<ScheduleFormValues>({
    resolver: scheduleResolver,
    defaultValues: {
      clientId: fixedClient ?? '',
      title: '',
      currency: 'USD',
      frequency: 'monthly',
      dayOfMonth: '1',
      startDate: today(),
      endDate: '',
      maxCount: '',
      dueDays: '14',
      autoSend: true,
      items: [emptyLine()],
      retainer: false,
      projectId: '',
      allowanceMinutes: '',
      carryOver: false,
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const { errors } = formState;
  const values = watch();
  const clients = useQuery({
    queryKey: queryKeys.options.clients,
    queryFn: ({ signal }) => request(optionsApi.clients, { signal }),
    staleTime: 60_000,
  });
  const projects = useQuery({
    queryKey: queryKeys.options.projects(values.clientId),
    queryFn: ({ signal }) => request(optionsApi.projects, { query: { clientId: values.clientId }, signal }),
    enabled: values.retainer && values.clientId !== '',
    staleTime: 60_000,
  });

  // Each invoice's fixed lines by the server's one rule (decision 0052): 1.5 days at 800.00 is 1,200.00.
  const periodTotal = previewSums(
    values.items.map((l) => ({ quantity: l.quantity, amount: Number(l.amount) })),
    [],
    values.currency,
  ).totalMinor;

  const dates = (() => {
    const input = toScheduleInput(values);
    try {
      return upcomingPeriods({ frequency: input.frequency, dayOfMonth: input.dayOfMonth ?? null, startDate: input.startDate }, 3, {
        endDate: input.endDate ?? null,
        maxCount: input.maxCount ?? null,
      });
    } catch {
      return [];
    }
  })();

  const submit = handleSubmit(async () => {
    const input = toScheduleInput(getValues());
    try {
      const schedule = await create.mutateAsync(input);
      toast.success(t('billing.schedule.created'), {
        description: t('billing.schedule.firstInvoice', { date: formatDate(schedule.nextPeriodStart ?? input.startDate) }),
      });
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError, { rename: { items: 'items.root' } });
      toast.error(t('billing.schedule.failed'), { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('billing.schedule.title')}
      description={t('billing.schedule.description')}
      className="max-w-2xl"
      busy={formState.isSubmitting}
      submitLabel={t('billing.schedule.create')}
      formId={formId}
      onSubmit={submit}
      formClassName="space-y-4"
    >
      {!fixedClient && (
        <SelectField label={t('billing.recurring.client')} error={errors.clientId?.message} {...register('clientId')}>
          <option value="">{t('billing.schedule.chooseClient')}</option>
          <NamedOptions items={clients.data} />
        </SelectField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('billing.recurring.titleColumn')}
          error={errors.title?.message}
          placeholder={t('billing.schedule.titlePlaceholder')}
          {...register('title')}
        />
        <SelectField label={t('billing.currency')} options={CURRENCIES} error={errors.currency?.message} {...register('currency')} />
        <SelectField
          label={t('billing.recurring.frequency')}
          options={RECURRING_FREQUENCIES}
          optionLabel={(f) => t(FREQUENCY_LABELS[f])}
          error={errors.frequency?.message}
          {...register('frequency')}
        />
        {values.frequency !== 'weekly' && (
          <TextField
            label={t('billing.schedule.dayOfMonth')}
            type="number"
            min={1}
            max={28}
            error={errors.dayOfMonth?.message}
            {...register('dayOfMonth')}
          />
        )}
        <TextField label={t('billing.schedule.startDate')} type="date" error={errors.startDate?.message} {...register('startDate')} />
        <TextField label={t('billing.schedule.endDate')} type="date" error={errors.endDate?.message} {...register('endDate')} />
        <TextField
          label={t('billing.schedule.maxCount')}
          type="number"
          min={1}
          error={errors.maxCount?.message}
          {...register('maxCount')}
        />
        <TextField
          label={t('billing.schedule.dueDays')}
          type="number"
          min={0}
          max={365}
          error={errors.dueDays?.message}
          {...register('dueDays')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('autoSend')} />
        {t('billing.schedule.autoSend')}
      </label>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('billing.lineItems')}</legend>
        {fields.map((field, index) => (
          // On a phone the description takes the line's first row; quantity, unit, price and remove share the second.
          <div key={field.id} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2 sm:grid-cols-[1fr_5rem_5rem_7rem_auto]">
            <Input
              aria-label={t('billing.item.description', { item: index + 1 })}
              placeholder={t('billing.lines.descriptionPlaceholder')}
              className="col-span-4 sm:col-span-1"
              {...register(`items.${index}.description`)}
            />
            <Input
              aria-label={t('billing.item.quantity', { item: index + 1 })}
              inputMode="decimal"
              {...register(`items.${index}.quantity`)}
            />
            <Input
              aria-label={t('billing.item.unit', { item: index + 1 })}
              placeholder={t('billing.schedule.unitPlaceholder')}
              {...register(`items.${index}.unit`)}
            />
            <Input
              aria-label={t('billing.item.unitPrice', { item: index + 1 })}
              type="number"
              min={0}
              step={amountStep(values.currency)}
              placeholder={minorToDecimal(0, values.currency)}
              {...register(`items.${index}.amount`)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('billing.item.remove', { item: index + 1 })}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
            {(['description', 'quantity', 'unit', 'amount'] as const).map((name) => (
              <FieldError key={name} id={`${formId}-items.${index}.${name}`} message={errors.items?.[index]?.[name]?.message} />
            ))}
          </div>
        ))}
        <FieldError id={`${formId}-items`} message={errors.items?.root?.message ?? errors.items?.message} />
        <div className="flex items-center justify-between gap-2">
          <Button variant="secondary" size="sm" onClick={() => append(emptyLine())}>
            <Plus aria-hidden className="size-4" /> {t('billing.lines.add')}
          </Button>
          <p className="text-sm font-semibold tabular-nums">
            {t(values.retainer ? 'billing.schedule.eachInvoiceRetainer' : 'billing.schedule.eachInvoice', {
              amount: formatMoney(periodTotal, values.currency),
            })}
          </p>
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...register('retainer')} />
          {t('billing.schedule.retainer')}
        </label>
        {values.retainer && (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label={t('billing.schedule.project')} error={errors.projectId?.message} {...register('projectId')}>
              <option value="">{t('billing.schedule.chooseProject')}</option>
              {(projects.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('billing.schedule.hours')}
              error={errors.allowanceMinutes?.message}
              placeholder="10"
              {...register('allowanceMinutes')}
            />
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" {...register('carryOver')} />
              {t('billing.schedule.carryOver')}
            </label>
            <FieldError id={`${formId}-carryOver`} message={errors.carryOver?.message} />
            <p className="text-xs text-muted-foreground sm:col-span-2">{t('billing.schedule.overage')}</p>
          </div>
        )}
      </fieldset>
      {dates.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t('billing.schedule.dates', { dates: dates.map((d) => formatDate(d)).join(', ') })}
        </p>
      )}
    </FormDialog>
  );
}
