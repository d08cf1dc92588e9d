/**
 * The agency's billing settings row (decision 0058) as every part of the server reads it: the reminder sweep, the
 * settings card's API, new quotes (validity and deposit). One row, id 1.
 */
import { eq } from 'drizzle-orm';
import type { LateFeeKind } from '../../shared/enums';
import { LATE_FEE_MIN_DAYS, type BillingSettings } from '../../shared/schemas/reminders';
import { billingSettings } from './schema';
import type { DbOrTx } from './transaction';

type Row = typeof billingSettings.$inferSelect;

export function billingSettingsDto(row: Row): BillingSettings {
  return {
    remindersEnabled: row.remindersEnabled,
    reminderOffsets: [...row.reminderOffsets].sort((a, b) => a - b),
    lateFeeKind: row.lateFeeKind as LateFeeKind,
    lateFeeFixedMinor: row.lateFeeFixedMinor,
    lateFeeBasisPoints: row.lateFeeBasisPoints,
    // A row saved before the one-day floor may hold 0: it reads, and is swept, as 1.
    lateFeeAfterDays: Math.max(LATE_FEE_MIN_DAYS, row.lateFeeAfterDays),
    quoteValidDays: row.quoteValidDays,
    quoteDepositBasisPoints: row.quoteDepositBasisPoints,
    quoteAutoConvert: row.quoteAutoConvert,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The settings as they stand (the migration writes the row; a restored or hand-made database without it reads the
 * defaults). For every feature that needs them: the sweep, new quotes.
 */
export async function readBillingSettings(db: DbOrTx): Promise<BillingSettings> {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.id, 1));
  if (row) return billingSettingsDto(row);
  await db.insert(billingSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(billingSettings).where(eq(billingSettings.id, 1));
  return billingSettingsDto(created!);
}
