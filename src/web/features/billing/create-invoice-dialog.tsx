import { amountStep, minorToDecimal, minorToMajor } from '@shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, type ComponentProps } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { formatTaxRate } from '@shared/document-totals';
import { CURRENCIES, type Currency } from '@shared/enums';
import { CreateInvoiceInput, earliestDueDate, type InvoiceDto } from '@shared/schemas/billing';
import { formatQuantity } from '@shared/quantity';
import { Button } from '@web/components/button';
import { FieldError } from '@web/components/field-error';
import { FormDialog } from '@web/components/form-dialog';
import { Input } from '@web/components/input';
import { SelectField } from '@web/components/select-field';
import { TextField } from '@web/components/text-field';
import { TextareaField } from '@web/components/textarea-field';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { formatMoney } from '@web/lib/format';
import { currentVersionId, useTaxRates } from '@web/lib/tax-rates';
import { t } from '@web/lib/messages/billing';
import { toast } from '@web/lib/toast';
import { useCreateInvoice, useUpdateDraftInvoice } from './api/billing-mutations';
import { defaultDueDate } from './billing-format';
import { DiscountAllLines } from './discount-all-lines';
import { previewSums } from './line-sums';

const FIELDS = ['currency', 'description', 'dueDate', 'sendEmail', 'items', 'poNumber', 'paymentTermsDays'] as const;
const emptyItem = () => ({ description: '', quantity: '1' as number | string, unit: '', amount: 0, discountPercent: 0, taxRateId: '' });
type LineName = 'description' | 'quantity' | 'unit' | 'amount' | 'discountPercent' | 'taxRateId';

/** A draft's lines as the form types them back (decision 0095). */
function draftItems(draft: InvoiceDto) {
  return draft.items.map((item) => ({
    description: item.description,
    quantity: formatQuantity(item.quantityThousandths) as number | string,
    unit: item.unit ?? '',
    amount: minorToMajor(item.unitAmountMinor, draft.currency),
    discountPercent: item.discountBasisPoints / 100,
    taxRateId: item.taxRateId ?? '',
  }));
}

export interface CreateInvoiceDialogProps {
  client: { id: string; name: string };
  /** The client's currency, else the agency's default: what the form starts with. */
  defaultCurrency?: Currency;
  /** A draft to edit instead: the same form, saved to the draft (staff only, decision 0095). */
  draft?: InvoiceDto;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Create New Invoice for {client}' (issued at once, or saved as a draft), or a draft's edit; mounted only while open, so
 * it always starts from the defaults or the draft.
 */
export function CreateInvoiceDialog({ client, defaultCurrency = 'USD', draft, onOpenChange }: CreateInvoiceDialogProps) {
  const formId = useId();
  const create = useCreateInvoice();
  const update = useUpdateDraftInvoice();
  // Left empty on a new invoice: the client's own PO number and terms; on a draft: none.
  const emptyAs = draft ? null : undefined;
  // A draft's lines may name a rate edited since: every version is read, so each line shows the one it will be priced at.
  const taxRates = useTaxRates(Boolean(draft));
  const allRates = taxRates.data?.items;
  const rates = (allRates ?? []).filter((rate) => !rate.archivedAt);
  const { register, control, handleSubmit, watch, getValues, setValue, setError, formState } = useForm({
    resolver: zodResolver(CreateInvoiceInput),
    defaultValues: {
      currency: (draft?.currency ?? defaultCurrency) as Currency,
      description: draft?.description ?? '',
      dueDate: draft?.dueDate ?? defaultDueDate(),
      sendEmail: false,
      poNumber: draft?.poNumber ?? emptyAs,
      paymentTermsDays: draft?.paymentTermsDays ?? emptyAs,
      items: draft ? draftItems(draft) : [emptyItem()],
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  useEffect(() => {
    if (!draft || !allRates) return;
    draft.items.forEach((item, index) => {
      const current = item.taxRateId ? currentVersionId(item.taxRateId, allRates) : null;
      // A rate archived as a whole can no longer be charged: the line shows No tax until another is chosen.
      if (item.taxRateId && current !== item.taxRateId) setValue(`items.${index}.taxRateId`, current ?? '');
    });
  }, [draft, allRates, setValue]);
  const currency = watch('currency') ?? defaultCurrency;
  const sums = previewSums(watch('items'), rates, currency);
  const { errors } = formState;
  // A list's own message (the total, how many lines) is kept at items.root by a server refusal, at items by the schema.
  const itemsError = errors.items?.root?.message ?? errors.items?.message;
  const itemError = (index: number, name: LineName) => errors.items?.[index]?.[name]?.message;

  // The buttons stay enabled: what is wrong is said next to each field by the shared schema (the server's own rules),
  // never by a button that silently refuses.
  const save = (status: 'draft' | 'open') =>
    handleSubmit(async () => {
      const { poNumber, paymentTermsDays, ...values } = getValues();
      const terms = { poNumber: poNumber === '' ? emptyAs : poNumber, paymentTermsDays };
      try {
        if (draft) {
          const { description, dueDate, items } = values;
          await update.mutateAsync({ invoiceId: draft.id, input: { description, dueDate, items, ...terms } });
          toast.success(t('billing.create.draftSaved'));
        } else {
          const invoice = await create.mutateAsync({ clientId: client.id, input: { ...values, ...terms, status } });
          toast.success(t(status === 'draft' ? 'billing.create.draftSavedHidden' : 'billing.create.created'), {
            description:
              status === 'draft'
                ? undefined
                : t('billing.create.createdFor', { number: invoice.invoiceNumber ?? t('billing.notApplicable'), client: client.name }),
          });
        }
        onOpenChange(false);
      } catch (error) {
        applyServerErrors(error, FIELDS, setError, { rename: { items: 'items.root' } });
        toast.error(t(draft ? 'billing.create.saveFailed' : 'billing.create.failed'), { description: errorMessage(error) });
      }
    });
  const submit = save(draft ? 'draft' : 'open');
  const termsAs = (v: unknown) => (v === '' || v === null || v === undefined ? emptyAs : Number(v));

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={draft ? t('billing.create.editTitle') : t('billing.create.title', { client: client.name })}
      className="max-w-2xl"
      busy={formState.isSubmitting}
      submitLabel={t(draft ? 'billing.create.saveDraft' : 'billing.panel.createInvoice')}
      busyLabel={t(draft ? 'billing.saving' : 'billing.creating')}
      editing={!!draft}
      secondaryAction={
        draft ? null : (
          <Button variant="secondary" disabled={formState.isSubmitting} onClick={save('draft')}>
            {t('billing.create.saveAsDraft')}
          </Button>
        )
      }
      formId={formId}
      onSubmit={submit}
      formClassName="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('billing.currency')} disabled={!!draft} error={errors.currency?.message} {...register('currency')}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('billing.dueDate')}
          type="date"
          min={earliestDueDate()}
          error={errors.dueDate?.message}
          {...register('dueDate')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('billing.create.poNumber')}
          placeholder={draft ? '' : t('billing.create.clientsIfSet')}
          error={errors.poNumber?.message}
          {...register('poNumber')}
        />
        <TextField
          label={t('billing.create.paymentTerms')}
          type="number"
          min={0}
          max={365}
          placeholder={draft ? '' : t('billing.create.clientsIfSet')}
          error={errors.paymentTermsDays?.message}
          {...register('paymentTermsDays', { setValueAs: termsAs })}
        />
      </div>
      <TextareaField
        label={t('billing.lines.descriptionPlaceholder')}
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('billing.lineItems')}</legend>
        {fields.map((field, index) => (
          // On a phone the description takes the line's first row; quantity, price and remove share the second.
          <div
            key={field.id}
            className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 rounded-lg border border-border p-3 sm:grid-cols-[1fr_5rem_7rem_auto]"
          >
            <div className="col-span-3 min-w-0 sm:col-span-1">
              <label className="mb-1 block text-xs font-medium text-muted-foreground" htmlFor={`${formId}-item-${index}-description`}>
                {t('billing.lines.descriptionPlaceholder')}
              </label>
              <Input
                id={`${formId}-item-${index}-description`}
                aria-label={t('billing.item.description', { item: index + 1 })}
                placeholder={t('billing.lines.descriptionPlaceholder')}
                aria-invalid={itemError(index, 'description') ? true : undefined}
                aria-describedby={itemError(index, 'description') ? `${formId}-description-${index}` : undefined}
                {...register(`items.${index}.description`)}
              />
              <FieldError id={`${formId}-description-${index}`} message={itemError(index, 'description')} />
            </div>
            <div className="min-w-0">
              <label className="mb-1 block text-xs font-medium text-muted-foreground" htmlFor={`${formId}-item-${index}-quantity`}>
                {t('billing.create.quantity')}
              </label>
              <Input
                id={`${formId}-item-${index}-quantity`}
                aria-label={t('billing.item.quantity', { item: index + 1 })}
                inputMode="decimal"
                aria-invalid={itemError(index, 'quantity') ? true : undefined}
                aria-describedby={itemError(index, 'quantity') ? `${formId}-quantity-${index}` : undefined}
                {...register(`items.${index}.quantity`)}
              />
              <FieldError id={`${formId}-quantity-${index}`} message={itemError(index, 'quantity')} />
            </div>
            <div className="min-w-0">
              <label className="mb-1 block text-xs font-medium text-muted-foreground" htmlFor={`${formId}-item-${index}-amount`}>
                {t('billing.create.unitPrice')}
              </label>
              <Input
                id={`${formId}-item-${index}-amount`}
                aria-label={t('billing.item.unitPrice', { item: index + 1 })}
                type="number"
                min={0}
                step={amountStep(currency)}
                placeholder={minorToDecimal(0, currency)}
                aria-invalid={itemError(index, 'amount') ? true : undefined}
                aria-describedby={itemError(index, 'amount') ? `${formId}-amount-${index}` : undefined}
                {...register(`items.${index}.amount`, { valueAsNumber: true })}
              />
              <FieldError id={`${formId}-amount-${index}`} message={itemError(index, 'amount')} />
            </div>
            {fields.length > 1 ? (
              <Button variant="ghost" size="icon" aria-label={t('billing.item.remove', { item: index + 1 })} onClick={() => remove(index)}>
                <Trash2 aria-hidden />
              </Button>
            ) : (
              <span className="size-10" />
            )}
            <div className="col-span-3 flex flex-wrap items-center justify-between gap-2 sm:col-span-4">
              <LineInput
                id={`${formId}-item-${index}-unit`}
                label={t('billing.create.unit')}
                ariaLabel={t('billing.item.unit', { item: index + 1 })}
                placeholder={t('billing.lines.unitPlaceholder')}
                error={itemError(index, 'unit')}
                {...register(`items.${index}.unit`)}
              />
              <LineInput
                id={`${formId}-item-${index}-discount`}
                label={t('billing.create.discount')}
                ariaLabel={t('billing.item.discount', { item: index + 1 })}
                type="number"
                error={itemError(index, 'discountPercent')}
                {...register(`items.${index}.discountPercent`, { setValueAs: (v) => (v === '' ? 0 : Number(v)) })}
              />
              <div className="flex items-center gap-2">
                <label className="text-xs font-medium text-muted-foreground" htmlFor={`${formId}-item-${index}-tax`}>
                  {t('billing.create.tax')}
                </label>
                <select
                  id={`${formId}-item-${index}-tax`}
                  aria-label={t('billing.item.tax', { item: index + 1 })}
                  className="h-8 rounded-md border border-border bg-background px-2 text-sm"
                  aria-invalid={itemError(index, 'taxRateId') ? true : undefined}
                  {...register(`items.${index}.taxRateId`)}
                >
                  <option value="">{t('billing.lines.noTax')}</option>
                  {rates.map((rate) => (
                    <option key={rate.id} value={rate.id}>
                      {t(rate.inclusive ? 'billing.taxIncluded' : 'billing.tax', {
                        name: rate.name,
                        rate: formatTaxRate(rate.rateMillionths),
                      })}
                    </option>
                  ))}
                </select>
                <FieldError id={`${formId}-tax-${index}`} message={itemError(index, 'taxRateId')} />
              </div>
              <p className="text-right text-xs text-muted-foreground tabular-nums">
                {formatMoney(sums.lines[index]?.totalMinor ?? 0, currency)}
              </p>
            </div>
          </div>
        ))}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Button variant="secondary" size="sm" onClick={() => append(emptyItem())}>
            <Plus aria-hidden />
            {t('billing.create.addItem')}
          </Button>
          <DiscountAllLines
            onApply={(percent) =>
              fields.forEach((_, index) => setValue(`items.${index}.discountPercent`, percent, { shouldValidate: true }))
            }
          />
        </div>
        <FieldError id={`${formId}-items`} message={itemsError} />
      </fieldset>

      <div className="space-y-1 border-t border-border pt-3">
        {sums.taxes.length ? (
          <>
            <p className="flex items-center justify-between text-sm text-muted-foreground">
              <span>{t('billing.subtotal')}</span>
              <span className="tabular-nums">{formatMoney(sums.subtotalMinor, currency)}</span>
            </p>
            {sums.taxes.map((tax) => (
              <p
                key={`${tax.name}-${tax.rateMillionths}-${tax.inclusive}`}
                className="flex items-center justify-between text-sm text-muted-foreground"
              >
                <span>
                  {t(tax.inclusive ? 'billing.taxIncluded' : 'billing.tax', { name: tax.name, rate: formatTaxRate(tax.rateMillionths) })}
                </span>
                <span className="tabular-nums">{formatMoney(tax.taxMinor, currency)}</span>
              </p>
            ))}
          </>
        ) : null}
        <p className="flex items-center justify-between text-base font-semibold">
          <span>{t('billing.total')}</span>
          <span className="tabular-nums" data-testid="invoice-total">
            {formatMoney(sums.totalMinor, currency)}
          </span>
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('sendEmail')} />
        {t('billing.create.sendEmail')}
      </label>
    </FormDialog>
  );
}

/** A small labelled field of a line (its unit, its discount), its error under it. */
function LineInput({
  id,
  label,
  ariaLabel,
  error,
  ...input
}: ComponentProps<typeof Input> & { id: string; label: string; ariaLabel: string; error?: string }) {
  return (
    <div className="flex items-center gap-2">
      <label className="text-xs font-medium text-muted-foreground" htmlFor={id}>
        {label}
      </label>
      <Input
        id={id}
        aria-label={ariaLabel}
        className="h-8 w-24"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
