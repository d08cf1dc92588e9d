import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { LATE_FEE_KINDS, type LateFeeKind } from '@shared/enums';
import { minorToDecimal, parseMoneyToMinor } from '@shared/money';
import type { BillingSettings } from '@shared/schemas/reminders';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { Switch } from '../../../components/switch';
import { TextField } from '../../../components/text-field';
import { errorMessage, isApiError } from '../../../lib/api';
import { AccountSection } from '../account-section';
import { useBillingSettings, useUpdateBillingSettings } from '../api/billing-settings';
import { ReminderStepsEditor } from '../../../components/reminder-steps-editor';

const FEE_LABELS: Record<LateFeeKind, string> = { none: 'No late fee', fixed: 'A fixed amount', percent: 'A percentage of the amount due' };

/** Hundredths of a percent as the field shows them: 150 -> '1.5'. */
const percentOf = (basisPoints: number | null) => (basisPoints === null ? '' : String(basisPoints / 100));
/** '1.5' -> 150; NaN for what is not a number with at most two decimals. */
const basisPointsOf = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN);
const wholeOf = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * Settings > Billing, 'Reminders, late fee and quotes' (billingSettings.manage, decision 0058): when unpaid invoices
 * remind their client, the late fee, and what a new quote starts with. Saved whole by one button.
 */
export function ReminderSettingsCard() {
  const settings = useBillingSettings();
  return (
    <AccountSection
      id="billing-reminders"
      title="Reminders, late fee and quotes"
      description="When unpaid invoices remind your clients, the fee for paying late, and what a new quote starts with."
    >
      {settings.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : settings.isError ? (
        <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <ReminderSettingsForm key={settings.data.updatedAt} initial={settings.data} />
      )}
    </AccountSection>
  );
}

function ReminderSettingsForm({ initial }: { initial: BillingSettings }) {
  const update = useUpdateBillingSettings();
  const ids = { enabled: useId(), autoConvert: useId() };
  const [enabled, setEnabled] = useState(initial.remindersEnabled);
  const [steps, setSteps] = useState(initial.reminderOffsets);
  const [feeKind, setFeeKind] = useState<LateFeeKind>(initial.lateFeeKind);
  const [feeAmount, setFeeAmount] = useState(initial.lateFeeFixedMinor === null ? '' : minorToDecimal(initial.lateFeeFixedMinor));
  const [feePercent, setFeePercent] = useState(percentOf(initial.lateFeeBasisPoints));
  const [feeAfter, setFeeAfter] = useState(String(initial.lateFeeAfterDays));
  const [validDays, setValidDays] = useState(String(initial.quoteValidDays));
  const [deposit, setDeposit] = useState(percentOf(initial.quoteDepositBasisPoints));
  const [autoConvert, setAutoConvert] = useState(initial.quoteAutoConvert);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    const amount = parseMoneyToMinor(feeAmount);
    if (feeKind === 'fixed' && (!amount.ok || amount.minor < 1)) local.lateFeeFixedMinor = 'Enter an amount of at least 0.01';
    if (feeKind === 'percent' && Number.isNaN(basisPointsOf(feePercent))) local.lateFeeBasisPoints = 'Enter a percentage like 1.5';
    if (Object.keys(local).length > 0) return setErrors(local);
    // The server checks every field again and names the ones it refuses. Awaited rather than given callbacks: the
    // saved settings carry a new updatedAt, which remounts this form before a mutate callback could run.
    update
      .mutateAsync({
        remindersEnabled: enabled,
        reminderOffsets: steps,
        lateFeeKind: feeKind,
        lateFeeFixedMinor: feeKind === 'fixed' && amount.ok ? amount.minor : null,
        lateFeeBasisPoints: feeKind === 'percent' ? basisPointsOf(feePercent) : null,
        lateFeeAfterDays: wholeOf(feeAfter),
        quoteValidDays: wholeOf(validDays),
        quoteDepositBasisPoints: basisPointsOf(deposit),
        quoteAutoConvert: autoConvert,
      })
      .then(
        () => {
          setErrors({});
          toast.success('Billing settings saved');
        },
        (error: unknown) => {
          if (isApiError(error, 400) && error.fields) setErrors(error.fields);
          toast.error('Could not save the billing settings', { description: errorMessage(error) });
        },
      );
  };
  const stepsError = Object.entries(errors).find(([key]) => key.startsWith('reminderOffsets'))?.[1];

  return (
    <form onSubmit={submit} className="space-y-6" noValidate>
      <div className="space-y-4">
        <h3 className="text-base font-semibold">Payment reminders</h3>
        <div className="flex items-start justify-between gap-4">
          <div className="space-y-1">
            <p id={ids.enabled} className="text-sm font-medium">
              Send payment reminders
            </p>
            <p className="text-sm text-muted-foreground">
              Unpaid invoices e-mail the client's billing address and primary contacts at each step, once. Reminders stop as soon as an
              invoice is paid.
            </p>
          </div>
          <Switch checked={enabled} onCheckedChange={setEnabled} aria-labelledby={ids.enabled} />
        </div>
        <ReminderStepsEditor label="Reminder schedule" steps={steps} onChange={setSteps} error={stepsError} disabled={!enabled} />
      </div>

      <div className="space-y-4">
        <h3 className="text-base font-semibold">Late fee</h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Late fee"
            value={feeKind}
            onChange={(e) => setFeeKind(e.target.value as LateFeeKind)}
            options={LATE_FEE_KINDS}
            optionLabel={(kind) => FEE_LABELS[kind]}
            error={errors.lateFeeKind}
          />
          {feeKind === 'fixed' && (
            <TextField
              label="Late fee amount"
              inputMode="decimal"
              value={feeAmount}
              onChange={(e) => setFeeAmount(e.target.value)}
              error={errors.lateFeeFixedMinor}
            />
          )}
          {feeKind === 'percent' && (
            <TextField
              label="Late fee (%)"
              inputMode="decimal"
              value={feePercent}
              onChange={(e) => setFeePercent(e.target.value)}
              error={errors.lateFeeBasisPoints}
            />
          )}
          {feeKind !== 'none' && (
            <TextField
              label="Added after (days past due)"
              type="number"
              inputMode="numeric"
              value={feeAfter}
              onChange={(e) => setFeeAfter(e.target.value)}
              error={errors.lateFeeAfterDays}
            />
          )}
        </div>
        {feeKind !== 'none' && (
          <p className="text-sm text-muted-foreground">
            Added once to an invoice still unpaid that many days after its due date, in the invoice's currency. Invoices at Stripe never
            change: the fee applies to invoices kept here. Clients whose reminders are off are not charged.
          </p>
        )}
      </div>

      <div className="space-y-4">
        <h3 className="text-base font-semibold">Quotes</h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Quotes stay valid for (days)"
            type="number"
            inputMode="numeric"
            value={validDays}
            onChange={(e) => setValidDays(e.target.value)}
            error={errors.quoteValidDays}
          />
          <TextField
            label="Deposit (%)"
            inputMode="decimal"
            value={deposit}
            onChange={(e) => setDeposit(e.target.value)}
            error={errors.quoteDepositBasisPoints}
          />
        </div>
        <div className="flex items-start justify-between gap-4">
          <p id={ids.autoConvert} className="text-sm font-medium">
            Create the project when a client accepts
          </p>
          <Switch checked={autoConvert} onCheckedChange={setAutoConvert} aria-labelledby={ids.autoConvert} />
        </div>
      </div>

      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save billing settings'}
        </Button>
      </div>
    </form>
  );
}
