import { useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import type { InvoiceDto } from '@shared/schemas/billing';
import { latestPaymentDate, MANUAL_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, RecordPaymentInput } from '@shared/schemas/payments';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField } from '@web/components/select-field';
import { TextField } from '@web/components/text-field';
import { TextareaField } from '@web/components/textarea-field';
import { errorMessage, isApiError } from '@web/lib/api';
import { formatMoney } from '@web/lib/format';
import { useRecordPayment } from './api/payments';
import { todayLocal } from './payment-dates';

interface Values {
  amount: number;
  paidOn: string;
  method: (typeof MANUAL_PAYMENT_METHODS)[number];
  reference: string;
  note: string;
}

/**
 * 'Record Payment': the amount starts at the balance and the date at today, so "paid in full" is one press; a smaller
 * amount is a partial payment. The server checks the amount against the balance again, with the invoice locked.
 */
export function RecordPaymentDialog({ invoice, onOpenChange }: { invoice: InvoiceDto; onOpenChange: (open: boolean) => void }) {
  const formId = useId();
  const record = useRecordPayment();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<Values>({
    defaultValues: { amount: invoice.balanceMinor / 100, paidOn: todayLocal(), method: 'bank_transfer', reference: '', note: '' },
  });
  const error = (name: keyof Values) => formState.errors[name]?.message;

  const submit = handleSubmit(async (values) => {
    const input = { ...values, currency: invoice.currency };
    const parsed = RecordPaymentInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(String(issue.path[0] ?? 'amount') as keyof Values, { message: issue.message });
      return;
    }
    try {
      const updated = await record.mutateAsync({ invoiceId: invoice.id, input });
      toast.success(updated.status === 'paid' ? 'Payment recorded: the invoice is paid' : 'Payment recorded', {
        description: updated.status === 'paid' ? undefined : `${formatMoney(updated.balanceMinor, updated.currency)} is still to be paid`,
      });
      onOpenChange(false);
    } catch (err) {
      if (isApiError(err) && err.fields) {
        for (const [field, message] of Object.entries(err.fields))
          setError((field === 'currency' ? 'amount' : field) as keyof Values, { message });
      }
      toast.error('Failed to record the payment', { description: errorMessage(err) });
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearErrors();
    return submit(event);
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Record Payment"
      description={`Invoice #${invoice.invoiceNumber ?? 'N/A'}: balance ${formatMoney(invoice.balanceMinor, invoice.currency)}`}
      formId={formId}
      busy={formState.isSubmitting}
      submitLabel="Record Payment"
      busyLabel="Recording..."
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={`Amount (${invoice.currency})`}
            type="number"
            step="0.01"
            min="0.01"
            inputMode="decimal"
            error={error('amount')}
            {...register('amount', { valueAsNumber: true })}
          />
          <TextField label="Payment Date" type="date" max={latestPaymentDate()} error={error('paidOn')} {...register('paidOn')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Method"
            error={error('method')}
            options={MANUAL_PAYMENT_METHODS}
            optionLabel={(m) => PAYMENT_METHOD_LABELS[m]}
            {...register('method')}
          />
          <TextField label="Reference" placeholder="Transfer or check number" error={error('reference')} {...register('reference')} />
        </div>
        <TextareaField label="Note" rows={2} error={error('note')} {...register('note')} />
      </form>
    </FormDialog>
  );
}
