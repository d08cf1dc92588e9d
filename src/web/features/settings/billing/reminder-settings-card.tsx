import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LATE_FEE_KINDS, type LateFeeKind } from '@shared/enums';
import { minorToDecimal, parseMoneyToMinor } from '@shared/money';
import { lateFeeRuleChanged, UpdateBillingSettingsInput, type BillingSettings, type LateFeePreview } from '@shared/schemas/reminders';
import { SaveButtonRow } from '../../../components/form-parts';
import { QueryBody } from '../../../components/query-body';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { Switch } from '../../../components/switch';
import { TextField } from '../../../components/text-field';
import { sendForm } from '../../../lib/apply-server-errors';
import { bodyResolver } from '../../../lib/body-resolver';
import { withToasts } from '../../../lib/with-toasts';
import { AccountSection } from '../account-section';
import { previewLateFee, useBillingSettings, useUpdateBillingSettings } from '../api/billing-settings';
import { LateFeeConfirmDialog } from './late-fee-confirm-dialog';
import { ReminderStepsEditor, stepsMessage } from '../../../components/reminder-steps-editor';

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
      <QueryBody query={settings} loading={<Skeleton className="h-64 w-full" />}>
        {(data) => <ReminderSettingsForm key={data.updatedAt} initial={data} />}
      </QueryBody>
    </AccountSection>
  );
}

/** What the card shows: amounts, percentages and days as typed, the rest as sent. */
interface SettingsValues {
  remindersEnabled: boolean;
  reminderOffsets: number[];
  lateFeeKind: LateFeeKind;
  lateFeeFixedMinor: string;
  lateFeeBasisPoints: string;
  lateFeeAfterDays: string;
  quoteValidDays: string;
  quoteDepositBasisPoints: string;
  quoteAutoConvert: boolean;
}
const FIELDS = [
  'remindersEnabled',
  'reminderOffsets',
  'lateFeeKind',
  'lateFeeFixedMinor',
  'lateFeeBasisPoints',
  'lateFeeAfterDays',
  'quoteValidDays',
  'quoteDepositBasisPoints',
  'quoteAutoConvert',
] as const satisfies readonly (keyof SettingsValues)[];

/** The whole row as the route takes it; what does not read as a number is sent as NaN, refused beside its field. */
function toInput(v: SettingsValues): UpdateBillingSettingsInput {
  const amount = parseMoneyToMinor(v.lateFeeFixedMinor);
  return {
    remindersEnabled: v.remindersEnabled,
    reminderOffsets: v.reminderOffsets,
    lateFeeKind: v.lateFeeKind,
    lateFeeFixedMinor: v.lateFeeKind !== 'fixed' ? null : amount.ok ? amount.minor : Number.NaN,
    lateFeeBasisPoints: v.lateFeeKind === 'percent' ? basisPointsOf(v.lateFeeBasisPoints) : null,
    lateFeeAfterDays: wholeOf(v.lateFeeAfterDays),
    quoteValidDays: wholeOf(v.quoteValidDays),
    quoteDepositBasisPoints: basisPointsOf(v.quoteDepositBasisPoints),
    quoteAutoConvert: v.quoteAutoConvert,
  };
}
const settingsResolver = bodyResolver(() => UpdateBillingSettingsInput, toInput);

function ReminderSettingsForm({ initial }: { initial: BillingSettings }) {
  const update = useUpdateBillingSettings();
  const ids = { enabled: useId(), autoConvert: useId() };
  const { register, handleSubmit, getValues, setValue, setError, watch, formState } = useForm<SettingsValues>({
    resolver: settingsResolver,
    defaultValues: {
      remindersEnabled: initial.remindersEnabled,
      reminderOffsets: initial.reminderOffsets,
      lateFeeKind: initial.lateFeeKind,
      lateFeeFixedMinor: initial.lateFeeFixedMinor === null ? '' : minorToDecimal(initial.lateFeeFixedMinor),
      lateFeeBasisPoints: percentOf(initial.lateFeeBasisPoints),
      lateFeeAfterDays: String(initial.lateFeeAfterDays),
      quoteValidDays: String(initial.quoteValidDays),
      quoteDepositBasisPoints: percentOf(initial.quoteDepositBasisPoints),
      quoteAutoConvert: initial.quoteAutoConvert,
    },
  });
  const { errors } = formState;
  const [enabled, steps, feeKind, autoConvert] = watch(['remindersEnabled', 'reminderOffsets', 'lateFeeKind', 'quoteAutoConvert']);

  // A changed late fee is saved only once the admin has read what it will charge.
  const [asking, setAsking] = useState<{ input: UpdateBillingSettingsInput; preview: LateFeePreview } | null>(null);

  // The server checks every field again and names the ones it refuses.
  const save = (send: () => Promise<unknown>) =>
    sendForm(setError, FIELDS, () =>
      withToasts(send, { success: 'Billing settings saved', failure: 'Could not save the billing settings' }),
    );
  const submit = handleSubmit(async () => {
    const input = toInput(getValues());
    if (input.lateFeeKind === 'none' || !lateFeeRuleChanged(initial, input)) {
      await save(() => update.mutateAsync(input));
      return;
    }
    await sendForm(setError, FIELDS, async () => {
      const preview = await previewLateFee(input);
      if (preview.upcoming.count === 0 && preview.notCharged.count === 0) return save(() => update.mutateAsync(input));
      setAsking({ input, preview });
    });
  });
  const stepsError = stepsMessage(errors.reminderOffsets);

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
          <Switch checked={enabled} onCheckedChange={(on) => setValue('remindersEnabled', on)} aria-labelledby={ids.enabled} />
        </div>
        <ReminderStepsEditor
          label="Reminder schedule"
          steps={steps}
          onChange={(next) => setValue('reminderOffsets', next)}
          error={stepsError}
          disabled={!enabled}
        />
      </div>

      <div className="space-y-4">
        <h3 className="text-base font-semibold">Late fee</h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Late fee"
            options={LATE_FEE_KINDS}
            optionLabel={(kind) => FEE_LABELS[kind]}
            error={errors.lateFeeKind?.message}
            {...register('lateFeeKind')}
          />
          {feeKind === 'fixed' && (
            <TextField
              label="Late fee amount"
              inputMode="decimal"
              error={errors.lateFeeFixedMinor?.message}
              {...register('lateFeeFixedMinor')}
            />
          )}
          {feeKind === 'percent' && (
            <TextField
              label="Late fee (%)"
              inputMode="decimal"
              error={errors.lateFeeBasisPoints?.message}
              {...register('lateFeeBasisPoints')}
            />
          )}
          {feeKind !== 'none' && (
            <TextField
              label="Added after (days past due)"
              type="number"
              inputMode="numeric"
              error={errors.lateFeeAfterDays?.message}
              {...register('lateFeeAfterDays')}
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
            error={errors.quoteValidDays?.message}
            {...register('quoteValidDays')}
          />
          <TextField
            label="Deposit (%)"
            inputMode="decimal"
            error={errors.quoteDepositBasisPoints?.message}
            {...register('quoteDepositBasisPoints')}
          />
        </div>
        <div className="flex items-start justify-between gap-4">
          <p id={ids.autoConvert} className="text-sm font-medium">
            Create the project when a client accepts
          </p>
          <Switch checked={autoConvert} onCheckedChange={(on) => setValue('quoteAutoConvert', on)} aria-labelledby={ids.autoConvert} />
        </div>
      </div>

      <SaveButtonRow busy={update.isPending}>Save billing settings</SaveButtonRow>
      {asking && (
        <LateFeeConfirmDialog
          afterDays={asking.input.lateFeeAfterDays}
          preview={asking.preview}
          busy={update.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void save(() => update.mutateAsync(asking.input)).finally(() => setAsking(null))}
        />
      )}
    </form>
  );
}
