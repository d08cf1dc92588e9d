/**
 * The agency's billing settings (decision 0058): when unpaid invoices remind their client, the late fee, and what a new
 * quote starts with. One row (id 1), written whole by its card; every change is in the audit log.
 */
import type { BillingSettings, UpdateBillingSettingsInput } from '@shared/schemas/reminders';
import { lateFeeRuleChanged, UpdateBillingSettingsInput as UpdateSchema } from '@shared/schemas/reminders';
import { recordActivity } from '@server/activity';
import type { AppDeps, CurrentUser } from '@server/context';
import { billingSettings } from '@server/db/schema';
import { billingSettingsDto, readBillingSettings } from '@server/db/billing-settings-row';
import { exemptBacklog, previewLateFee } from './late-fee-rule';

/** What the late fee of `input` would charge if it were saved now (nothing is written). */
export function previewBillingSettings(deps: AppDeps, input: UpdateBillingSettingsInput) {
  return previewLateFee(deps.database.db, UpdateSchema.parse(input), new Date());
}

export async function updateBillingSettings(deps: AppDeps, user: CurrentUser, input: UpdateBillingSettingsInput): Promise<BillingSettings> {
  const v = UpdateSchema.parse(input);
  // Only the kind's own amount is kept: a fixed fee's percentage (or the reverse) would be a stale value that reappears.
  const values = {
    remindersEnabled: v.remindersEnabled,
    reminderOffsets: v.reminderOffsets,
    lateFeeKind: v.lateFeeKind,
    lateFeeFixedMinor: v.lateFeeKind === 'fixed' ? v.lateFeeFixedMinor : null,
    lateFeeBasisPoints: v.lateFeeKind === 'percent' ? v.lateFeeBasisPoints : null,
    lateFeeAfterDays: v.lateFeeAfterDays,
    quoteValidDays: v.quoteValidDays,
    quoteDepositBasisPoints: v.quoteDepositBasisPoints,
    quoteAutoConvert: v.quoteAutoConvert,
    updatedBy: user.id,
    updatedAt: new Date(),
  };
  return deps.database.db.transaction(async (tx) => {
    const before = await readBillingSettings(tx);
    const [row] = await tx
      .insert(billingSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: billingSettings.id, set: values })
      .returning();
    const after = billingSettingsDto(row!);
    // A new or changed late fee applies from now on: invoices already late enough under it are never charged by it.
    const exempted = lateFeeRuleChanged(before, after) ? await exemptBacklog(tx, after, values.updatedAt) : 0;
    const changed = (Object.keys(values) as (keyof typeof values)[])
      .filter((key) => key !== 'updatedBy' && key !== 'updatedAt')
      .filter((key) => JSON.stringify(before[key as keyof BillingSettings]) !== JSON.stringify(after[key as keyof BillingSettings]));
    if (changed.length > 0) {
      await recordActivity(tx, {
        actorId: user.id,
        action: 'workspace.billing_settings_changed',
        entityType: 'billing_settings',
        summary: `${user.firstName} ${user.lastName} changed the billing settings (${changed.join(', ')})`,
        metadata: {
          ...Object.fromEntries(
            changed.map((key) => [key, { from: before[key as keyof BillingSettings], to: after[key as keyof BillingSettings] }]),
          ),
          ...(exempted > 0 ? { lateFeeNotCharged: exempted } : {}),
        },
      });
    }
    return after;
  });
}
