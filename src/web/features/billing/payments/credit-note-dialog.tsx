import { amountStep, minorToMajor } from '@shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { formatTaxRate } from '@shared/document-totals';
import type { InvoiceDto } from '@shared/schemas/billing';
import { creditNoteFields } from '@shared/schemas/payments';
import { Button } from '@web/components/button';
import { FieldError } from '@web/components/field-error';
import { FormDialog } from '@web/components/form-dialog';
import { Input } from '@web/components/input';
import { Select } from '@web/components/select';
import { TextareaField } from '@web/components/textarea-field';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { formatMoney } from '@web/lib/format';
import { useTaxRates } from '@web/lib/tax-rates';
import * as billing from '@web/lib/messages/billing';
import { toast } from '@web/lib/toast';
import { previewSums } from '../line-sums';
import { useCreateCreditNote } from './api/payments';

const FIELDS = ['reason', 'items', 'sendEmail'] as const;
const LINE_FIELDS = ['description', 'quantity', 'unit', 'amount', 'taxRateId'] as const;

/** A quantity is typed as text and read exactly to thousandths, as on invoice lines (decision 0102): 2.5 hours. */
const emptyLine = () => ({ description: '', quantity: '1' as number | string, unit: '', amount: 0, taxRateId: '' });

/**
 * 'Issue Credit Note': a reason and the lines credited, summed by the one rule as the server will; at most what is
 * left of the invoice's total to credit (the server says so on the lines when it is more).
 */
export function CreditNoteDialog({ invoice, onOpenChange }: { invoice: InvoiceDto; onOpenChange: (open: boolean) => void }) {
  const formId = useId();
  const create = useCreateCreditNote();
  const rates = useTaxRates(false).data?.items ?? [];
  const left = invoice.amountMinor - invoice.amountCreditedMinor;
  const { register, control, handleSubmit, watch, getValues, setError, formState } = useForm({
    resolver: zodResolver(creditNoteFields(invoice.currency)),
    defaultValues: { reason: '', sendEmail: false, items: [{ ...emptyLine(), amount: minorToMajor(left, invoice.currency) }] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const sums = previewSums(watch('items'), rates, invoice.currency);
  const { errors } = formState;
  // A list's own message (the total, how many lines) is kept at items.root by a server refusal, at items by the schema.
  const itemsError = errors.items?.root?.message ?? errors.items?.message;

  const submit = handleSubmit(async () => {
    try {
      const note = await create.mutateAsync({ invoiceId: invoice.id, input: getValues() });
      toast.success(billing.t('billing.creditNote.issued', { number: note.creditNoteNumber }));
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError, { rename: { items: 'items.root' } });
      toast.error(billing.t('billing.creditNote.failed'), { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={billing.t('billing.creditNote.title')}
      description={billing.t('billing.creditNote.description', {
        number: invoice.invoiceNumber ?? billing.t('billing.notApplicable'),
        amount: formatMoney(left, invoice.currency),
      })}
      className="max-w-2xl"
      busy={formState.isSubmitting}
      submitLabel={billing.t('billing.creditNote.title')}
      busyLabel={billing.t('billing.creditNote.issuing')}
      formId={formId}
      onSubmit={submit}
      formClassName="space-y-4"
    >
      <TextareaField label={billing.t('billing.creditNote.reason')} rows={2} error={errors.reason?.message} {...register('reason')} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{billing.t('billing.lines.legend')}</legend>
        {fields.map((field, index) => (
          // On a phone: the description, then quantity, unit and amount, then tax and remove.
          <div key={field.id} className="grid grid-cols-3 items-start gap-2 sm:grid-cols-[1fr_4rem_5rem_6rem_7rem_auto]">
            <Input
              aria-label={billing.t('billing.lines.description', { line: index + 1 })}
              placeholder={billing.t('billing.lines.descriptionPlaceholder')}
              className="col-span-3 sm:col-span-1"
              {...register(`items.${index}.description`)}
            />
            <Input
              aria-label={billing.t('billing.lines.quantity', { line: index + 1 })}
              inputMode="decimal"
              {...register(`items.${index}.quantity`)}
            />
            <Input
              aria-label={billing.t('billing.lines.unit', { line: index + 1 })}
              placeholder={billing.t('billing.lines.unitPlaceholder')}
              {...register(`items.${index}.unit`)}
            />
            <Input
              aria-label={billing.t('billing.lines.amount', { line: index + 1 })}
              type="number"
              step={amountStep(invoice.currency)}
              {...register(`items.${index}.amount`, { valueAsNumber: true })}
            />
            <Select
              aria-label={billing.t('billing.lines.tax', { line: index + 1 })}
              className="col-span-2 sm:col-span-1"
              {...register(`items.${index}.taxRateId`)}
            >
              <option value="">{billing.t('billing.lines.noTax')}</option>
              {rates.map((r) => (
                <option key={r.id} value={r.id}>
                  {billing.t('billing.tax', { name: r.name, rate: formatTaxRate(r.rateMillionths) })}
                </option>
              ))}
            </Select>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={billing.t('billing.lines.remove', { line: index + 1 })}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden />
            </Button>
            {LINE_FIELDS.map((name) =>
              errors.items?.[index]?.[name]?.message ? (
                <div key={name} className="col-span-3 sm:col-span-6">
                  <FieldError id={`${formId}-${index}-${name}`} message={errors.items[index][name].message} />
                </div>
              ) : null,
            )}
          </div>
        ))}
        <Button type="button" variant="secondary" size="sm" onClick={() => append(emptyLine())}>
          <Plus aria-hidden />
          {billing.t('billing.lines.add')}
        </Button>
        <FieldError id={`${formId}-items`} message={itemsError} />
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('sendEmail')} />
        {billing.t('billing.creditNote.sendEmail')}
      </label>
      <p className="text-right text-sm font-semibold tabular-nums">
        {billing.t('billing.lines.total', { amount: formatMoney(sums.totalMinor, invoice.currency) })}
      </p>
    </FormDialog>
  );
}
