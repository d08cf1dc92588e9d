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
import { t } from '@web/lib/messages/projects';

/** The fields' text, checked as typed; currency and billable-by-default are the API's own fields. */
export const projectMoneyFormFields = {
  hourlyRate: moneyText('validation.label.hourlyRate', true),
  budgetHours: hoursText('validation.label.budgetHours'),
  budgetAmount: moneyText('validation.label.budgetAmount', false),
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
      <legend className="mb-2 text-sm font-semibold">{t('projects.form.ratesAndBudget')}</legend>
      <TextField
        label={t('projects.form.hourlyRate')}
        inputMode="decimal"
        placeholder={t('projects.form.hourlyRatePlaceholder')}
        error={message('hourlyRate')}
        {...r('hourlyRate')}
      />
      <SelectField label={t('projects.form.currency')} error={message('currency')} options={CURRENCIES} {...r('currency')} />
      <TextField
        label={t('projects.form.budgetHours')}
        inputMode="decimal"
        placeholder={t('projects.form.noHoursBudget')}
        error={message('budgetHours')}
        {...r('budgetHours')}
      />
      <TextField
        label={t('projects.form.budgetAmount')}
        inputMode="decimal"
        placeholder={t('projects.form.noMoneyBudget')}
        error={message('budgetAmount')}
        {...r('budgetAmount')}
      />
      <div className="sm:col-span-2">
        <CheckboxLine {...r('billableByDefault')}>{t('projects.form.billableByDefault')}</CheckboxLine>
      </div>
    </fieldset>
  );
}
