import { amountStep } from '@shared/money';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Currency } from '@shared/enums';
import { latestPaymentDate, MANUAL_PAYMENT_METHODS } from '@shared/schemas/payments';
import { SelectField } from '@web/components/select-field';
import { TextField } from '@web/components/text-field';
import * as billing from '@web/lib/messages/billing';
import { t } from '@web/lib/messages/invoices';
import { paymentMethodLabel } from '../payment-method-labels';

interface AmountDateFieldsProps {
  currency: Currency;
  /** 'Payment Date', 'Refund Date'. */
  dateLabel: string;
  amount: UseFormRegisterReturn;
  date: UseFormRegisterReturn;
  errors: { amount?: string | undefined; date?: string | undefined };
}

/**
 * The amount and date every money movement on an invoice starts with: major units in steps of the currency's minor
 * unit (0.01 for most; the schema says so again), never dated after the latest day anywhere on earth.
 */
export function AmountDateFields({ currency, dateLabel, amount, date, errors }: AmountDateFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={billing.t('billing.money.amount', { currency })}
        type="number"
        step={amountStep(currency)}
        min={amountStep(currency)}
        inputMode="decimal"
        error={errors.amount}
        {...amount}
      />
      <TextField label={dateLabel} type="date" max={latestPaymentDate()} error={errors.date} {...date} />
    </div>
  );
}

/** How money moved by hand and its reference: the method of every payment or refund typed by staff. */
export function MethodReferenceFields({
  method,
  reference,
  errors,
}: {
  method: UseFormRegisterReturn;
  reference: UseFormRegisterReturn;
  errors: { method?: string | undefined; reference?: string | undefined };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('invoices.payments.method')}
        error={errors.method}
        options={MANUAL_PAYMENT_METHODS}
        optionLabel={paymentMethodLabel}
        {...method}
      />
      <TextField
        label={t('invoices.payments.reference')}
        placeholder={billing.t('billing.money.referenceHint')}
        error={errors.reference}
        {...reference}
      />
    </div>
  );
}
