import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Currency } from '@shared/enums';
import { RefundCreditFields } from '@shared/schemas/client-credit';
import { MANUAL_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '@shared/schemas/payments';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField } from '@web/components/select-field';
import { TextField } from '@web/components/text-field';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { formatMoney } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useRefundCredit } from './api/client-credit';
import { AmountDateFields } from './money-fields';
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
    resolver: zodResolver(RefundCreditFields),
    defaultValues: {
      amount: available.balanceMinor / 100,
      paidOn: todayLocal(),
      method: 'bank_transfer' as const,
      reference: '',
      note: '',
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(async () => {
    try {
      await refund.mutateAsync({ clientId, input: { ...getValues(), currency } });
      toast.success('Credit refund recorded');
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
      toast.error('Failed to record the refund', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Refund Credit"
      description={`Up to ${formatMoney(available.balanceMinor, currency)} of the client's credit can be returned`}
      busy={formState.isSubmitting}
      submitLabel="Record Refund"
      busyLabel="Recording..."
      onSubmit={submit}
      formClassName="space-y-4"
    >
      <AmountDateFields
        currency={currency}
        dateLabel="Refund Date"
        amount={register('amount', { valueAsNumber: true })}
        date={register('paidOn')}
        errors={{ amount: errors.amount?.message, date: errors.paidOn?.message }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Method"
          error={errors.method?.message}
          options={MANUAL_PAYMENT_METHODS}
          optionLabel={(m) => PAYMENT_METHOD_LABELS[m]}
          {...register('method')}
        />
        <TextField label="Reference" error={errors.reference?.message} {...register('reference')} />
      </div>
      <TextField label="Note" error={errors.note?.message} {...register('note')} />
    </FormDialog>
  );
}
