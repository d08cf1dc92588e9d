import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { CURRENCIES, type Currency } from '@shared/enums';
import { minorToDecimal } from '@shared/money';
import { taxRatePercent } from '@shared/document-totals';
import { CreateExpenseInput, UpdateExpenseInput, type Expense } from '@shared/schemas/expenses';
import { AddOrEditDialog, type AddOrEditWords } from '../../components/add-or-edit-dialog';
import { Attachments } from '../../components/attachments/attachments';
import { uploadFile } from '../../components/attachments/files-api';
import { Label } from '../../components/label';
import { SelectField } from '../../components/select-field';
import { Switch } from '../../components/switch';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api';
import { invalidateFor } from '../../lib/invalidate';
import { sendForm } from '../../lib/apply-server-errors';
import { toast } from '../../lib/toast';
import { withToasts } from '../../lib/with-toasts';
import { useCreateExpense, useUpdateExpense } from './api/expense-mutations';
import { useExpenseCategories, useExpenseProjectOptions, useExpenseTaxRates, useMilestoneOptions } from './api/expense-queries';
import { t } from '@web/lib/messages/expenses';

/** What is typed: text as the inputs hold it; turned into the route's body (numbers, a missing currency) when checked. */
interface ExpenseValues {
  projectId: string;
  milestoneId: string;
  expenseDate: string;
  categoryId: string;
  vendor: string;
  description: string;
  amount: string;
  /** '': the project's currency. */
  currency: string;
  taxRateId: string;
  billable: boolean;
  markupPercent: string;
}

const FIELDS = [
  'projectId',
  'milestoneId',
  'expenseDate',
  'categoryId',
  'vendor',
  'description',
  'amount',
  'currency',
  'taxRateId',
  'billable',
  'markupPercent',
] as const;

const words = (): AddOrEditWords => ({
  add: { title: t('expenses.log'), description: t('expenses.dialog.addDescription'), submitLabel: t('expenses.log') },
  edit: {
    title: t('expenses.dialog.editTitle'),
    description: t('expenses.dialog.editDescription'),
    submitLabel: t('expenses.dialog.save'),
  },
});

/** The browser's own calendar day (YYYY-MM-DD): a new expense's default date. */
function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The body the route reads from what was typed: numbers as numbers, an empty currency left out (the project's). */
function toInput(values: ExpenseValues) {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  return {
    projectId: values.projectId,
    milestoneId: values.milestoneId,
    expenseDate: values.expenseDate,
    categoryId: values.categoryId,
    vendor: values.vendor,
    description: values.description,
    amount: number(values.amount) ?? Number.NaN,
    ...(values.currency && { currency: values.currency as Currency }),
    taxRateId: values.taxRateId,
    billable: values.billable,
    markupPercent: number(values.markupPercent) ?? 0,
  };
}

interface ExpenseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The expense to change; absent: a new one. */
  expense?: Expense | null;
  /** A new expense's project (the project page's tab). */
  projectId?: string;
}

/** Log an expense, or change one: project, day, category, what and from whom, the amount and its tax, and a receipt. */
export function ExpenseDialog({ open, onOpenChange, expense, projectId }: ExpenseDialogProps) {
  const billableId = useId();
  const queryClient = useQueryClient();
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const editing = !!expense;
  const [receipt, setReceipt] = useState<File | null>(null);
  const projects = useExpenseProjectOptions(open);
  const categories = useExpenseCategories(false, open);
  const taxRates = useExpenseTaxRates(open);
  const schema = editing ? UpdateExpenseInput : CreateExpenseInput;
  const { register, handleSubmit, getValues, setValue, setError, watch, formState } = useForm<ExpenseValues>({
    // The route's schema reads the body the form would send.
    resolver: ((values, context, options) =>
      (zodResolver(schema) as unknown as Resolver<ExpenseValues>)(toInput(values) as never, context, options)) as Resolver<ExpenseValues>,
    defaultValues: {
      projectId: expense?.projectId ?? projectId ?? '',
      milestoneId: expense?.milestoneId ?? '',
      expenseDate: expense?.expenseDate ?? localToday(),
      categoryId: expense?.categoryId ?? '',
      vendor: expense?.vendor ?? '',
      description: expense?.description ?? '',
      amount: expense?.amountMinor != null ? minorToDecimal(expense.amountMinor, expense.currency) : '',
      currency: expense?.currency ?? '',
      taxRateId: expense?.taxRateId ?? '',
      billable: expense?.billable ?? true,
      markupPercent: expense?.markupBasisPoints != null ? String(expense.markupBasisPoints / 100) : '0',
    },
  });
  const { errors } = formState;
  const chosenProject = watch('projectId');
  const milestones = useMilestoneOptions(chosenProject || null);

  const submit = handleSubmit(() =>
    sendForm(
      setError,
      FIELDS,
      () =>
        withToasts(
          async () => {
            const input = toInput(getValues());
            const saved = expense ? await update.mutateAsync({ id: expense.id, input }) : await create.mutateAsync(input);
            // The receipt follows the expense it belongs to; a refused file leaves the expense logged and says why.
            if (receipt) {
              await uploadFile({ entityType: 'expense', entityId: saved.id }, receipt, () => undefined).catch((cause: unknown) =>
                toast.error(t('expenses.dialog.receiptFailed'), { description: errorMessage(cause) }),
              );
              // The list counted no receipt when the expense was saved: it reads the count again.
              await invalidateFor(queryClient, 'expense');
            }
            return saved;
          },
          {
            success: t(editing ? 'expenses.dialog.updated' : 'expenses.dialog.created'),
            failure: t(editing ? 'expenses.dialog.updateFailed' : 'expenses.dialog.createFailed'),
          },
        ),
      { onSent: () => onOpenChange(false) },
    ),
  );

  return (
    <AddOrEditDialog
      open={open}
      onOpenChange={onOpenChange}
      words={words()}
      className="max-w-2xl"
      busy={create.isPending || update.isPending}
      editing={editing}
      busyLabel={t('expenses.saving')}
      onSubmit={submit}
      formClassName="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('expenses.field.project')} required error={errors.projectId?.message} {...register('projectId')}>
          <option value="">{t('expenses.chooseProject')}</option>
          {projects.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('expenses.field.milestone')} error={errors.milestoneId?.message} {...register('milestoneId')}>
          <option value="">{t('expenses.none')}</option>
          {milestones.data?.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
        <TextField label={t('expenses.field.date')} type="date" required error={errors.expenseDate?.message} {...register('expenseDate')} />
        <SelectField label={t('expenses.field.category')} error={errors.categoryId?.message} {...register('categoryId')}>
          <option value="">{t('expenses.chooseCategory')}</option>
          {categories.data?.items.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t('expenses.field.description')}
        required
        maxLength={500}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField label={t('expenses.field.vendor')} maxLength={200} error={errors.vendor?.message} {...register('vendor')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('expenses.field.amount')}
          required
          inputMode="decimal"
          placeholder="0.00"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <SelectField label={t('expenses.field.currency')} error={errors.currency?.message} {...register('currency')} options={CURRENCIES}>
          <option value="">{t('expenses.projectCurrency')}</option>
        </SelectField>
        <SelectField label={t('expenses.field.tax')} error={errors.taxRateId?.message} {...register('taxRateId')}>
          <option value="">{t('expenses.noTax')}</option>
          {taxRates.data?.items.map((r) => (
            <option key={r.id} value={r.id}>
              {t(r.inclusive ? 'expenses.taxOptionIncluded' : 'expenses.taxOption', {
                name: r.name,
                rate: taxRatePercent(r.rateMillionths),
              })}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <TextField
          label={t('expenses.field.markup')}
          inputMode="decimal"
          error={errors.markupPercent?.message}
          {...register('markupPercent')}
        />
        <div className="flex items-center gap-3 pb-2">
          <Switch id={billableId} checked={watch('billable')} onCheckedChange={(on) => setValue('billable', on)} />
          <Label htmlFor={billableId}>{t('expenses.billableToClient')}</Label>
        </div>
      </div>
      {editing ? (
        <Attachments entityType="expense" entityId={expense.id} title={t('expenses.dialog.receipts')} bare />
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={`${billableId}-receipt`}>{t('expenses.dialog.receipt')}</Label>
          <input
            id={`${billableId}-receipt`}
            type="file"
            accept="image/*,application/pdf"
            className="block w-full text-sm"
            onChange={(event) => setReceipt(event.target.files?.[0] ?? null)}
          />
        </div>
      )}
      <p className="text-xs text-muted-foreground">{t('expenses.dialog.agencyOnly')}</p>
    </AddOrEditDialog>
  );
}
