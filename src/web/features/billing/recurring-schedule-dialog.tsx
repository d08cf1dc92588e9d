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
import { toast } from '@web/lib/toast';
import { queryKeys } from '@web/lib/query-keys';
import { useCreateRecurringSchedule } from './api/recurring';
import { NamedOptions } from '../../components/filter-select';
import { previewSums } from './line-sums';

const FREQUENCY_LABELS: Record<RecurringFrequency, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};
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
      toast.success('Schedule created', {
        description: `The first invoice is on ${formatDate(schedule.nextPeriodStart ?? input.startDate)}.`,
      });
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError, { rename: { items: 'items.root' } });
      toast.error('Failed to create the schedule', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="New Recurring Schedule"
      description="Each period is invoiced once, on its first day."
      className="max-w-2xl"
      busy={formState.isSubmitting}
      submitLabel="Create Schedule"
      formId={formId}
      onSubmit={submit}
      formClassName="space-y-4"
    >
      {!fixedClient && (
        <SelectField label="Client" error={errors.clientId?.message} {...register('clientId')}>
          <option value="">Choose a client</option>
          <NamedOptions items={clients.data} />
        </SelectField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Title" error={errors.title?.message} placeholder="Monthly support retainer" {...register('title')} />
        <SelectField label="Currency" options={CURRENCIES} error={errors.currency?.message} {...register('currency')} />
        <SelectField
          label="Frequency"
          options={RECURRING_FREQUENCIES}
          optionLabel={(f) => FREQUENCY_LABELS[f]}
          error={errors.frequency?.message}
          {...register('frequency')}
        />
        {values.frequency !== 'weekly' && (
          <TextField
            label="Day of the month (1-28)"
            type="number"
            min={1}
            max={28}
            error={errors.dayOfMonth?.message}
            {...register('dayOfMonth')}
          />
        )}
        <TextField label="Start Date" type="date" error={errors.startDate?.message} {...register('startDate')} />
        <TextField label="End Date (optional)" type="date" error={errors.endDate?.message} {...register('endDate')} />
        <TextField label="Number of invoices (optional)" type="number" min={1} error={errors.maxCount?.message} {...register('maxCount')} />
        <TextField label="Due after (days)" type="number" min={0} max={365} error={errors.dueDays?.message} {...register('dueDays')} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('autoSend')} />
        Send each invoice to the client as it is created
      </label>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Line Items</legend>
        {fields.map((field, index) => (
          // On a phone the description takes the line's first row; quantity, unit, price and remove share the second.
          <div key={field.id} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2 sm:grid-cols-[1fr_5rem_5rem_7rem_auto]">
            <Input
              aria-label={`Item ${index + 1} description`}
              placeholder="Description"
              className="col-span-4 sm:col-span-1"
              {...register(`items.${index}.description`)}
            />
            <Input aria-label={`Item ${index + 1} quantity`} inputMode="decimal" {...register(`items.${index}.quantity`)} />
            <Input aria-label={`Item ${index + 1} unit`} placeholder="days" {...register(`items.${index}.unit`)} />
            <Input
              aria-label={`Item ${index + 1} unit price`}
              type="number"
              min={0}
              step={amountStep(values.currency)}
              placeholder={minorToDecimal(0, values.currency)}
              {...register(`items.${index}.amount`)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove item ${index + 1}`}
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
            <Plus aria-hidden className="size-4" /> Add Line
          </Button>
          <p className="text-sm font-semibold tabular-nums">
            Each invoice{values.retainer ? ', before hours over the allowance,' : ''} {formatMoney(periodTotal, values.currency)}
          </p>
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...register('retainer')} />
          Retainer: an allowance of a project's hours each period
        </label>
        {values.retainer && (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Project" error={errors.projectId?.message} {...register('projectId')}>
              <option value="">Choose a project</option>
              {(projects.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Hours per period"
              error={errors.allowanceMinutes?.message}
              placeholder="10"
              {...register('allowanceMinutes')}
            />
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" {...register('carryOver')} />
              Carry unused hours into the next period
            </label>
            <FieldError id={`${formId}-carryOver`} message={errors.carryOver?.message} />
            <p className="text-xs text-muted-foreground sm:col-span-2">
              Each invoice adds the previous period's hours over the allowance at the project's hourly rate.
            </p>
          </div>
        )}
      </fieldset>
      {dates.length > 0 && <p className="text-sm text-muted-foreground">Invoices on: {dates.map((d) => formatDate(d)).join(', ')}…</p>}
    </FormDialog>
  );
}
