import { minorToMajor } from '@shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Currency } from '@shared/enums';
import { refundCreditFields } from '@shared/schemas/client-credit';
import { FormDialog } from '@web/components/form-dialog';
import { TextField } from '@web/components/text-field';
import { sendForm } from '@web/lib/apply-server-errors';
import { formatMoney } from '@web/lib/format';
import * as billing from '@web/lib/messages/billing';
import { withToasts } from '@web/lib/with-toasts';
import { useRefundCredit } from './api/client-credit';
import { AmountDateFields, MethodReferenceFields } from './money-fields';
import { todayLocal } from './payment-dates';

const FIELDS = ['amount', 'paidOn', 'method', 'reference', 'note'] as const;

/** 'Refund Credit': money given back to the client out of its credit balance in one currency, at most the balance. */
export function RefundCreditDialog({
  clientId,
  available,
  onOpenChange,
}: {
  clientId: string;
  available: { currency: Currency; balanceMinor: number };
  onOpenChange: (open: boolean) => void;
}) {
  const refund = useRefundCredit();
  const { currency } = available;
  const { register, handleSubmit, getValues, setError, formState } = useForm({
    resolver: zodResolver(refundCreditFields(currency)),
    defaultValues: {
      amount: minorToMajor(available.balanceMinor, currency),
      paidOn: todayLocal(),
      method: 'bank_transfer' as const,
      reference: '',
      note: '',
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(() =>
    sendForm(
      setError,
      FIELDS,
      () =>
        withToasts(() => refund.mutateAsync({ clientId, input: { ...getValues(), currency } }), {
          success: billing.t('billing.refundCredit.recorded'),
          failure: billing.t('billing.refund.failed'),
        }),
      { onSent: () => onOpenChange(false) },
    ),
  );

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={billing.t('billing.refundCredit.title')}
      description={billing.t('billing.refundCredit.description', { amount: formatMoney(available.balanceMinor, currency) })}
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
      <MethodReferenceFields
        method={register('method')}
        reference={register('reference')}
        errors={{ method: errors.method?.message, reference: errors.reference?.message }}
      />
      <TextField label={billing.t('billing.money.note')} error={errors.note?.message} {...register('note')} />
    </FormDialog>
  );
}
