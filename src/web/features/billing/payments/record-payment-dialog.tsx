import { minorToMajor } from '@shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { InvoiceDto } from '@shared/schemas/billing';
import { recordPaymentFields } from '@shared/schemas/payments';
import { FormDialog } from '@web/components/form-dialog';
import { TextareaField } from '@web/components/textarea-field';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { formatMoney } from '@web/lib/format';
import * as billing from '@web/lib/messages/billing';
import { toast } from '@web/lib/toast';
import { useRecordPayment } from './api/payments';
import { AmountDateFields, MethodReferenceFields } from './money-fields';
import { todayLocal } from './payment-dates';

const FIELDS = ['amount', 'paidOn', 'method', 'reference', 'note'] as const;

/**
 * 'Record Payment': the amount starts at the balance and the date at today, so "paid in full" is one press; a smaller
 * amount is a partial payment. The server checks the amount against the balance again, with the invoice locked.
 */
export function RecordPaymentDialog({ invoice, onOpenChange }: { invoice: InvoiceDto; onOpenChange: (open: boolean) => void }) {
  const record = useRecordPayment();
  const { register, handleSubmit, getValues, setError, formState } = useForm({
    resolver: zodResolver(recordPaymentFields(invoice.currency)),
    defaultValues: {
      amount: minorToMajor(invoice.balanceMinor, invoice.currency),
      paidOn: todayLocal(),
      method: 'bank_transfer' as const,
      reference: '',
      note: '',
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(async () => {
    const input = { ...getValues(), currency: invoice.currency };
    try {
      const updated = await record.mutateAsync({ invoiceId: invoice.id, input });
      toast.success(billing.t(updated.status === 'paid' ? 'billing.payment.recordedPaid' : 'billing.payment.recorded'), {
        description:
          updated.status === 'paid'
            ? undefined
            : billing.t('billing.payment.stillToPay', { amount: formatMoney(updated.balanceMinor, updated.currency) }),
      });
      onOpenChange(false);
    } catch (error) {
      // The currency is the invoice's own: a refusal of it belongs beside the amount.
      applyServerErrors(error, FIELDS, setError, { rename: { currency: 'amount' } });
      toast.error(billing.t('billing.payment.failed'), { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={billing.t('billing.payment.record')}
      description={billing.t('billing.payment.description', {
        number: invoice.invoiceNumber ?? billing.t('billing.notApplicable'),
        amount: formatMoney(invoice.balanceMinor, invoice.currency),
      })}
      busy={formState.isSubmitting}
      submitLabel={billing.t('billing.payment.record')}
      busyLabel={billing.t('billing.money.recording')}
      onSubmit={submit}
      formClassName="space-y-4"
    >
      <AmountDateFields
        currency={invoice.currency}
        dateLabel={billing.t('billing.payment.date')}
        amount={register('amount', { valueAsNumber: true })}
        date={register('paidOn')}
        errors={{ amount: errors.amount?.message, date: errors.paidOn?.message }}
      />
      <MethodReferenceFields
        method={register('method')}
        reference={register('reference')}
        errors={{ method: errors.method?.message, reference: errors.reference?.message }}
      />
      <TextareaField label={billing.t('billing.money.note')} rows={2} error={errors.note?.message} {...register('note')} />
    </FormDialog>
  );
}
