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
import { t } from '@web/lib/messages/settings';

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
      title={t('settings.rates.title')}
      description={t('settings.rates.description', { name })}
      formId={formId}
      busy={rates.isPending}
      submitLabel={t('settings.rates.save')}
    >
      {rates.data ? (
        <RatesForm id={formId} userId={user.id} name={name} rates={rates.data} onSaved={() => onOpenChange(false)} />
      ) : (
        <p className="text-sm text-muted-foreground">{rates.isError ? t('settings.rates.loadFailed') : t('settings.rates.loading')}</p>
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
    if (!Number.isFinite(costRateMinor)) found.cost = t('settings.rates.costInvalid');
    if (weeklyCapacityMinutes === null || !Number.isFinite(weeklyCapacityMinutes) || weeklyCapacityMinutes > 7 * 24 * 60) {
      found.capacity = t('settings.rates.capacityInvalid');
    }
    setErrors(found);
    if (found.cost || found.capacity) return;
    try {
      await withToasts(() => save.mutateAsync({ costRateMinor, weeklyCapacityMinutes: weeklyCapacityMinutes! }), {
        success: t('settings.rates.saved'),
        description: t('settings.rates.savedDescription', { name }),
        failure: t('settings.rates.saveFailed'),
      });
    } catch {
      return; // The toast said why; what was typed stays.
    }
    onSaved();
  };

  return (
    <form id={id} onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('settings.rates.cost')}
        inputMode="decimal"
        value={cost}
        error={errors.cost}
        onChange={(e) => setCost(e.target.value)}
      />
      <TextField
        label={t('settings.rates.capacity')}
        inputMode="decimal"
        value={capacity}
        error={errors.capacity}
        onChange={(e) => setCapacity(e.target.value)}
      />
    </form>
  );
}
