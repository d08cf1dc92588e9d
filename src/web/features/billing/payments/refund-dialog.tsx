import { minorToMajor } from '@shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Currency } from '@shared/enums';
import { refundPaymentFields, type PaymentDto } from '@shared/schemas/payments';
import { FormDialog } from '@web/components/form-dialog';
import { TextField } from '@web/components/text-field';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { formatDate, formatMoney } from '@web/lib/format';
import * as billing from '@web/lib/messages/billing';
import { toast } from '@web/lib/toast';
import { useRefundPayment } from './api/payments';
import { AmountDateFields } from './money-fields';
import { todayLocal } from './payment-dates';

const FIELDS = ['amount', 'paidOn', 'reference', 'note'] as const;

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
  const refund = useRefundPayment();
  const { register, handleSubmit, getValues, setError, formState } = useForm({
    resolver: zodResolver(refundPaymentFields(currency)),
    defaultValues: { amount: minorToMajor(payment.refundableMinor, currency), paidOn: todayLocal(), reference: '', note: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async () => {
    try {
      await refund.mutateAsync({ invoiceId: payment.invoiceId, input: { ...getValues(), paymentId: payment.id } });
      toast.success(billing.t('billing.refund.recorded'));
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
      toast.error(billing.t('billing.refund.failed'), { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={billing.t('billing.refund.title')}
      description={billing.t('billing.refund.description', {
        amount: formatMoney(payment.amountMinor, currency),
        date: formatDate(payment.paidOn),
        refundable: formatMoney(payment.refundableMinor, currency),
      })}
      busy={formState.isSubmitting}
      submitLabel={billing.t('billing.refund.record')}
      busyLabel={billing.t('billing.money.recording')}
      onSubmit={submit}
      formClassName="space-y-4"
    >
      <AmountDateFields
        currency={currency}
        dateLabel={billing.t('billing.refund.date')}
        amount={register('amount', { valueAsNumber: true })}
        date={register('paidOn')}
        errors={{ amount: errors.amount?.message, date: errors.paidOn?.message }}
      />
      <TextField label={billing.t('billing.money.reference')} error={errors.reference?.message} {...register('reference')} />
      <TextField label={billing.t('billing.money.note')} error={errors.note?.message} {...register('note')} />
    </FormDialog>
  );
}
