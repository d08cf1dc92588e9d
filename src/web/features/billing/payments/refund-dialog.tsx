import { useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import type { Currency } from '@shared/enums';
import { latestPaymentDate, RefundPaymentInput, type PaymentDto } from '@shared/schemas/payments';
import { FormDialog } from '@web/components/form-dialog';
import { TextField } from '@web/components/text-field';
import { errorMessage, isApiError } from '@web/lib/api';
import { formatDate, formatMoney } from '@web/lib/format';
import { useRefundPayment } from './api/payments';
import { todayLocal } from './payment-dates';

interface Values {
  amount: number;
  paidOn: string;
  reference: string;
  note: string;
}

/** 'Refund Payment': at most what is left of the payment; the invoice goes back to partially paid or unpaid. */
export function RefundDialog({
  payment,
  currency,
  onOpenChange,
}: {
  payment: PaymentDto;
  currency: Currency;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const refund = useRefundPayment();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<Values>({
    defaultValues: { amount: payment.refundableMinor / 100, paidOn: todayLocal(), reference: '', note: '' },
  });
  const error = (name: keyof Values) => formState.errors[name]?.message;
  const submit = handleSubmit(async (values) => {
    const input = { ...values, paymentId: payment.id };
    const parsed = RefundPaymentInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(String(issue.path[0] ?? 'amount') as keyof Values, { message: issue.message });
      return;
    }
    try {
      await refund.mutateAsync({ invoiceId: payment.invoiceId, input });
      toast.success('Refund recorded');
      onOpenChange(false);
    } catch (err) {
      if (isApiError(err) && err.fields)
        for (const [field, message] of Object.entries(err.fields)) setError(field as keyof Values, { message });
      toast.error('Failed to record the refund', { description: errorMessage(err) });
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
      title="Refund Payment"
      description={`Payment of ${formatMoney(payment.amountMinor, currency)} on ${formatDate(payment.paidOn)}: up to ${formatMoney(payment.refundableMinor, currency)} can be refunded`}
      formId={formId}
      busy={formState.isSubmitting}
      submitLabel="Record Refund"
      busyLabel="Recording..."
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={`Amount (${currency})`}
            type="number"
            step="0.01"
            min="0.01"
            error={error('amount')}
            {...register('amount', { valueAsNumber: true })}
          />
          <TextField label="Refund Date" type="date" max={latestPaymentDate()} error={error('paidOn')} {...register('paidOn')} />
        </div>
        <TextField label="Reference" error={error('reference')} {...register('reference')} />
        <TextField label="Note" error={error('note')} {...register('note')} />
      </form>
    </FormDialog>
  );
}
