/**
 * The project form's rate and budget fields (decision 0048): only managers see the project form, and only they set
 * rates, so these are always shown there.
 */
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { CURRENCIES } from '@shared/enums';
import { CheckboxLine } from '../../components/form-parts';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { hoursText, moneyText } from '../../lib/hours-and-money-text';

/** The fields' text, checked as typed; currency and billable-by-default are the API's own fields. */
export const projectMoneyFormFields = {
  hourlyRate: moneyText('Hourly rate', true),
  budgetHours: hoursText('Budget (hours)'),
  budgetAmount: moneyText('Budget (amount)', false),
};

interface MoneyValues extends FieldValues {
  hourlyRate: string;
  currency: string;
  billableByDefault: boolean;
  budgetHours: string;
  budgetAmount: string;
}

/** The API's field names of the rates and budget, and the form's fields that hold them (as typed text). */
export const MONEY_SERVER_FIELDS = { hourlyRateMinor: 'hourlyRate', budgetMinutes: 'budgetHours', budgetMinor: 'budgetAmount' } as const;

export function ProjectMoneyFields<T extends MoneyValues>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<T> }) {
  const r = (name: keyof MoneyValues) => register(name as Path<T>);
  const message = (name: keyof MoneyValues) => errors[name]?.message as string | undefined;
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">Rates and budget</legend>
      <TextField label="Hourly rate" inputMode="decimal" placeholder="e.g. 95" error={message('hourlyRate')} {...r('hourlyRate')} />
      <SelectField label="Currency" error={message('currency')} options={CURRENCIES} {...r('currency')} />
      <TextField
        label="Budget (hours)"
        inputMode="decimal"
        placeholder="No hours budget"
        error={message('budgetHours')}
        {...r('budgetHours')}
      />
      <TextField
        label="Budget (amount)"
        inputMode="decimal"
        placeholder="No money budget"
        error={message('budgetAmount')}
        {...r('budgetAmount')}
      />
      <div className="sm:col-span-2">
        <CheckboxLine {...r('billableByDefault')}>Time is billable by default</CheckboxLine>
      </div>
    </fieldset>
  );
}
