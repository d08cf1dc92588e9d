import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { optionsApi } from '@shared/api/options';
import { CURRENCIES, RECURRING_EXPENSE_FREQUENCIES, type Currency } from '@shared/enums';
import { amountStep, minorToDecimal } from '@shared/money';
import { formatTaxRate } from '@shared/document-totals';
import { upcomingPeriods } from '@shared/recurring-periods';
import { CreateRecurringExpenseInput, UpdateRecurringExpenseInput, type RecurringExpenseDto } from '@shared/schemas/recurring-expenses';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField } from '@web/components/select-field';
import { TextField } from '@web/components/text-field';
import { errorMessage, request } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { bodyResolver } from '@web/lib/body-resolver';
import { formatDate } from '@web/lib/format';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useCreateRecurringExpense, useRecurringExpenseChoices, useUpdateRecurringExpense } from './api/recurring-expenses';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/expenses';

type Frequency = (typeof RECURRING_EXPENSE_FREQUENCIES)[number];
const FREQUENCY_KEYS = {
  monthly: msg('expenses.frequency.monthly'),
  quarterly: msg('expenses.frequency.quarterly'),
  yearly: msg('expenses.frequency.yearly'),
} satisfies Record<Frequency, string>;

/** A frequency's label in the reader's language. */
export const frequencyLabel = (frequency: Frequency): string => t(FREQUENCY_KEYS[frequency]);

/** What is typed: the body's fields, numbers as the inputs hold them; the markup as a percentage. */
export interface RecurringExpenseFormValues {
  projectId: string;
  userId: string;
  categoryId: string;
  vendor: string;
  description: string;
  amount: string;
  /** '': the project's currency. */
  currency: '' | Currency;
  taxRateId: string;
  billable: boolean;
  markupPercent: string;
  frequency: Frequency;
  dayOfMonth: string;
  startDate: string;
  endDate: string;
}

type Body = CreateRecurringExpenseInput;

const FIELDS = [
  'projectId',
  'userId',
  'categoryId',
  'vendor',
  'description',
  'amount',
  'currency',
  'taxRateId',
  'billable',
  'markupPercent',
  'frequency',
  'dayOfMonth',
  'startDate',
  'endDate',
] as const;
const RENAME = { markupBasisPoints: 'markupPercent' };

const number = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/** The create body from what is typed; the shared schema checks it here and again on the server. */
export function toRecurringExpenseBody(v: RecurringExpenseFormValues): Body {
  return {
    projectId: v.projectId,
    userId: v.userId || null,
    categoryId: v.categoryId || null,
    vendor: v.vendor || null,
    description: v.description,
    amount: number(v.amount),
    ...(v.currency ? { currency: v.currency } : {}),
    taxRateId: v.taxRateId || null,
    billable: v.billable,
    // 12.5% is 1250 hundredths of a percent; a blank markup is none.
    markupBasisPoints: v.markupPercent.trim() === '' ? 0 : Math.round(number(v.markupPercent) * 100),
    frequency: v.frequency,
    dayOfMonth: number(v.dayOfMonth),
    startDate: v.startDate,
    endDate: v.endDate || null,
  };
}

/** An edit sends only what changed, so a recurring expense with booked periods keeps its calendar untouched. */
export function changedBody(v: RecurringExpenseFormValues, original: RecurringExpenseFormValues) {
  const now = toRecurringExpenseBody(v) as Record<string, unknown>;
  const before = toRecurringExpenseBody(original) as Record<string, unknown>;
  const changed = Object.fromEntries(Object.entries(now).filter(([key, value]) => value !== before[key]));
  // A new currency's decimals give the amount another meaning: it goes with it.
  if ('currency' in changed) changed.amount = now.amount;
  return changed as UpdateRecurringExpenseInput;
}

export function formValuesOf(r: RecurringExpenseDto): RecurringExpenseFormValues {
  return {
    projectId: r.project.id,
    userId: r.user?.id ?? '',
    categoryId: r.category?.id ?? '',
    vendor: r.vendor ?? '',
    description: r.description,
    amount: r.amountMinor === null ? '' : minorToDecimal(r.amountMinor, r.currency),
    currency: r.currency,
    taxRateId: r.tax?.id ?? '',
    billable: r.billable,
    markupPercent: r.markupBasisPoints ? String(r.markupBasisPoints / 100) : '',
    frequency: r.frequency,
    dayOfMonth: String(r.dayOfMonth),
    startDate: r.startDate,
    endDate: r.endDate ?? '',
  };
}

const today = () => new Date().toISOString().slice(0, 10);

const blank = (): RecurringExpenseFormValues => ({
  projectId: '',
  userId: '',
  categoryId: '',
  vendor: '',
  description: '',
  amount: '',
  currency: '',
  taxRateId: '',
  billable: true,
  markupPercent: '',
  frequency: 'monthly',
  dayOfMonth: String(Math.min(Number(today().slice(8)), 28)),
  startDate: today(),
  endDate: '',
});

/**
 * 'New Recurring Expense' and its edit: a project's software seat or hosting plan, booked as an approved expense on
 * the first day of each period. Mounted only while open.
 */
export function RecurringExpenseDialog({
  expense,
  onOpenChange,
}: {
  expense?: RecurringExpenseDto;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const create = useCreateRecurringExpense();
  const update = useUpdateRecurringExpense();
  const original = useMemo(() => (expense ? formValuesOf(expense) : null), [expense]);
  const resolver = useMemo(
    () =>
      original
        ? bodyResolver(
            () => UpdateRecurringExpenseInput,
            (v: RecurringExpenseFormValues) => changedBody(v, original),
            { rename: RENAME },
          )
        : bodyResolver(() => CreateRecurringExpenseInput, toRecurringExpenseBody, { rename: RENAME }),
    [original],
  );
  const { register, handleSubmit, watch, getValues, setError, formState } = useForm<RecurringExpenseFormValues>({
    resolver,
    defaultValues: original ?? blank(),
  });
  const { errors } = formState;
  const values = watch();
  const booked = (expense?.bookedCount ?? 0) > 0;
  const choices = useRecurringExpenseChoices();
  const projects = useQuery({
    queryKey: queryKeys.options.projects(null),
    queryFn: ({ signal }) => request(optionsApi.projects, { query: {}, signal }),
    staleTime: 60_000,
  });
  const people = useQuery({
    queryKey: queryKeys.options.users(null),
    queryFn: ({ signal }) => request(optionsApi.users, { query: {}, signal }),
    staleTime: 60_000,
  });
  const currency = values.currency || 'USD';

  const dates = (() => {
    const day = Number(values.dayOfMonth);
    if (!values.startDate || !Number.isInteger(day) || day < 1 || day > 28) return [];
    try {
      return upcomingPeriods({ frequency: values.frequency, dayOfMonth: day, startDate: values.startDate }, 3, {
        endDate: values.endDate || null,
        maxCount: null,
      });
    } catch {
      return [];
    }
  })();

  const submit = handleSubmit(async () => {
    const v = getValues();
    try {
      const saved = original
        ? await update.mutateAsync({ id: expense!.id, input: changedBody(v, original) })
        : await create.mutateAsync(toRecurringExpenseBody(v));
      toast.success(original ? t('expenses.recurring.saved') : t('expenses.recurring.setUpDone'), {
        description: saved.nextPeriodStart ? t('expenses.recurring.nextBooked', { date: formatDate(saved.nextPeriodStart) }) : undefined,
      });
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError, { rename: RENAME });
      toast.error(original ? t('expenses.recurring.saveFailed') : t('expenses.recurring.setUpFailed'), {
        description: errorMessage(error),
      });
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={original ? t('expenses.recurring.editTitle') : t('expenses.recurring.new')}
      description={t('expenses.recurring.description')}
      className="max-w-2xl"
      busy={formState.isSubmitting}
      submitLabel={original ? t('expenses.recurring.save') : t('expenses.recurring.setUp')}
      formId={formId}
      onSubmit={submit}
      formClassName="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('expenses.field.project')} error={errors.projectId?.message} {...register('projectId')}>
          <option value="">{t('expenses.chooseProject')}</option>
          {(projects.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('expenses.recurring.whose')} error={errors.userId?.message} {...register('userId')}>
          <option value="">{t('expenses.recurring.mine')}</option>
          {(people.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.firstName} {p.lastName}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('expenses.field.description')}
          placeholder={t('expenses.recurring.descriptionPlaceholder')}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextField
          label={t('expenses.recurring.vendorOptional')}
          placeholder="Figma"
          error={errors.vendor?.message}
          {...register('vendor')}
        />
        <SelectField label={t('expenses.field.category')} error={errors.categoryId?.message} {...register('categoryId')}>
          <option value="">{t('expenses.recurring.noCategory')}</option>
          {(choices.data?.categories ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('expenses.recurring.amountEach')}
          type="number"
          min={0}
          step={amountStep(currency)}
          placeholder={minorToDecimal(0, currency)}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <SelectField label={t('expenses.field.currency')} error={errors.currency?.message} {...register('currency')}>
          <option value="">{t('expenses.recurring.projectsCurrency')}</option>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('expenses.field.tax')} error={errors.taxRateId?.message} {...register('taxRateId')}>
          <option value="">{t('expenses.noTax')}</option>
          {(choices.data?.taxRates ?? []).map((rate) => (
            <option key={rate.id} value={rate.id}>
              {t(rate.inclusive ? 'expenses.recurring.taxOptionIncluded' : 'expenses.recurring.taxOption', {
                name: rate.name,
                rate: formatTaxRate(rate.rateMillionths),
              })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('expenses.recurring.markup')}
          inputMode="decimal"
          placeholder="0"
          error={errors.markupPercent?.message}
          {...register('markupPercent')}
        />
        <label className="flex items-center gap-2 self-end text-sm">
          <input type="checkbox" {...register('billable')} />
          {t('expenses.billableToClient')}
        </label>
        <SelectField
          label={t('expenses.recurring.frequency')}
          options={RECURRING_EXPENSE_FREQUENCIES}
          optionLabel={frequencyLabel}
          disabled={booked}
          error={errors.frequency?.message}
          {...register('frequency')}
        />
        <TextField
          label={t('expenses.recurring.dayOfMonth')}
          type="number"
          min={1}
          max={28}
          disabled={booked}
          error={errors.dayOfMonth?.message}
          {...register('dayOfMonth')}
        />
        <TextField
          label={t('expenses.recurring.startDate')}
          type="date"
          disabled={booked}
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField label={t('expenses.recurring.endDate')} type="date" error={errors.endDate?.message} {...register('endDate')} />
      </div>
      {booked && <p className="text-sm text-muted-foreground">{t('expenses.recurring.calendarFixed')}</p>}
      {!booked && dates.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t('expenses.recurring.bookedOn', { dates: dates.map((d) => formatDate(d)).join(', ') })}
        </p>
      )}
    </FormDialog>
  );
}
