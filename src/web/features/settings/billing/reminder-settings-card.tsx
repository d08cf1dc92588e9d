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
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/settings';

const FEE_LABELS = {
  none: msg('settings.reminders.feeNone'),
  fixed: msg('settings.reminders.feeFixed'),
  percent: msg('settings.reminders.feePercent'),
} satisfies Record<LateFeeKind, string>;

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
    <AccountSection id="billing-reminders" title={t('settings.reminders.title')} description={t('settings.reminders.description')}>
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
      withToasts(send, { success: t('settings.reminders.saved'), failure: t('settings.reminders.saveFailed') }),
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
        <h3 className="text-base font-semibold">{t('settings.reminders.heading')}</h3>
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0 space-y-1 break-words">
            <p id={ids.enabled} className="text-sm font-medium">
              {t('settings.reminders.send')}
            </p>
            <p className="text-sm text-muted-foreground">{t('settings.reminders.sendHint')}</p>
          </div>
          <Switch checked={enabled} onCheckedChange={(on) => setValue('remindersEnabled', on)} aria-labelledby={ids.enabled} />
        </div>
        <ReminderStepsEditor
          label={t('settings.reminders.schedule')}
          steps={steps}
          onChange={(next) => setValue('reminderOffsets', next)}
          error={stepsError}
          disabled={!enabled}
        />
      </div>

      <div className="space-y-4">
        <h3 className="text-base font-semibold">{t('settings.reminders.lateFee')}</h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t('settings.reminders.lateFee')}
            options={LATE_FEE_KINDS}
            optionLabel={(kind) => t(FEE_LABELS[kind])}
            error={errors.lateFeeKind?.message}
            {...register('lateFeeKind')}
          />
          {feeKind === 'fixed' && (
            <TextField
              label={t('settings.reminders.lateFeeAmount')}
              inputMode="decimal"
              error={errors.lateFeeFixedMinor?.message}
              {...register('lateFeeFixedMinor')}
            />
          )}
          {feeKind === 'percent' && (
            <TextField
              label={t('settings.reminders.lateFeePercent')}
              inputMode="decimal"
              error={errors.lateFeeBasisPoints?.message}
              {...register('lateFeeBasisPoints')}
            />
          )}
          {feeKind !== 'none' && (
            <TextField
              label={t('settings.reminders.after')}
              type="number"
              inputMode="numeric"
              error={errors.lateFeeAfterDays?.message}
              {...register('lateFeeAfterDays')}
            />
          )}
        </div>
        {feeKind !== 'none' && <p className="text-sm text-muted-foreground">{t('settings.reminders.feeHint')}</p>}
      </div>

      <div className="space-y-4">
        <h3 className="text-base font-semibold">{t('settings.reminders.quotes')}</h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('settings.reminders.quoteValid')}
            type="number"
            inputMode="numeric"
            error={errors.quoteValidDays?.message}
            {...register('quoteValidDays')}
          />
          <TextField
            label={t('settings.reminders.deposit')}
            inputMode="decimal"
            error={errors.quoteDepositBasisPoints?.message}
            {...register('quoteDepositBasisPoints')}
          />
        </div>
        <div className="flex items-start justify-between gap-4">
          <p id={ids.autoConvert} className="min-w-0 text-sm font-medium break-words">
            {t('settings.reminders.autoConvert')}
          </p>
          <Switch checked={autoConvert} onCheckedChange={(on) => setValue('quoteAutoConvert', on)} aria-labelledby={ids.autoConvert} />
        </div>
      </div>

      <SaveButtonRow busy={update.isPending}>{t('settings.reminders.save')}</SaveButtonRow>
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
