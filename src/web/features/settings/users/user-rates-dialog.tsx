/**
 * An admin's Rates dialog for a staff member (decision 0048): what they cost an hour (copied into their new time
 * entries; never shown without View Financial Data) and the hours a week they can work (utilization's denominator).
 */
import { useId, useState, type FormEvent } from 'react';
import type { UserDto } from '@shared/schemas/users';
import type { UserRates } from '@shared/schemas/budgets';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { hoursTextToMinutes, minorToMoneyText, minutesToHoursText, moneyTextToMinor } from '../../../lib/hours-and-money-text';
import { withToasts } from '../../../lib/with-toasts';
import { useSetUserRates, useUserRates } from '../api/user-rates';
import { userName } from './user-format';

interface UserRatesDialogProps {
  user: UserDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function UserRatesDialog({ user, open, onOpenChange }: UserRatesDialogProps) {
  const rates = useUserRates(user.id);
  const formId = useId();
  const name = userName(user);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cost Rate and Capacity"
      description={`What ${name} costs an hour and the hours a week they can work. Time already logged keeps its cost rate.`}
      formId={formId}
      busy={rates.isPending}
      submitLabel="Save Rates"
    >
      {rates.data ? (
        <RatesForm id={formId} userId={user.id} name={name} rates={rates.data} onSaved={() => onOpenChange(false)} />
      ) : (
        <p className="text-sm text-muted-foreground">{rates.isError ? 'The rates could not be loaded.' : 'Loading the rates...'}</p>
      )}
    </FormDialog>
  );
}

function RatesForm({
  id,
  userId,
  name,
  rates,
  onSaved,
}: {
  id: string;
  userId: string;
  name: string;
  rates: UserRates;
  onSaved: () => void;
}) {
  const save = useSetUserRates(userId);
  const [cost, setCost] = useState(minorToMoneyText(rates.costRateMinor));
  const [capacity, setCapacity] = useState(rates.weeklyCapacityMinutes === 0 ? '0' : minutesToHoursText(rates.weeklyCapacityMinutes));
  const [errors, setErrors] = useState<{ cost?: string; capacity?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const costRateMinor = moneyTextToMinor(cost) ?? 0;
    const weeklyCapacityMinutes = capacity.trim() === '0' ? 0 : hoursTextToMinutes(capacity);
    const found: typeof errors = {};
    if (!Number.isFinite(costRateMinor)) found.cost = 'Enter an amount, such as 45 or 45.50';
    if (weeklyCapacityMinutes === null || !Number.isFinite(weeklyCapacityMinutes) || weeklyCapacityMinutes > 7 * 24 * 60) {
      found.capacity = 'Enter the hours a week, from 0 to 168';
    }
    setErrors(found);
    if (found.cost || found.capacity) return;
    try {
      await withToasts(() => save.mutateAsync({ costRateMinor, weeklyCapacityMinutes: weeklyCapacityMinutes! }), {
        success: 'Rates saved',
        description: `${name}'s cost rate and capacity have been updated.`,
        failure: 'Failed to save the rates',
      });
    } catch {
      return; // The toast said why; what was typed stays.
    }
    onSaved();
  };

  return (
    <form id={id} onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Cost rate (per hour)"
        inputMode="decimal"
        value={cost}
        error={errors.cost}
        onChange={(e) => setCost(e.target.value)}
      />
      <TextField
        label="Capacity (hours per week)"
        inputMode="decimal"
        value={capacity}
        error={errors.capacity}
        onChange={(e) => setCapacity(e.target.value)}
      />
    </form>
  );
}
