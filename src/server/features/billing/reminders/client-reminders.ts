/**
 * A client's own reminder schedule (decision 0058): the agency's, its own days, or off. Off means the agency does not
 * chase this client at all: no reminders and no late fee.
 */
import { eq } from 'drizzle-orm';
import type { ReminderMode } from '@shared/enums';
import { stepLabel } from '@shared/reminder-steps';
import { type ClientReminders, UpdateClientRemindersInput } from '@shared/schemas/reminders';
import { recordActivity } from '@server/activity';
import type { AppDeps, CurrentUser } from '@server/context';
import { clients } from '@server/db/schema';
import type { DbOrTx } from '@server/db/transaction';
import { notFound } from '@server/errors';
import { readBillingSettings } from '@server/db/billing-settings-row';

async function clientRow(db: DbOrTx, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, mode: clients.remindersMode, offsets: clients.reminderOffsets })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) throw notFound('errors.notFound.client');
  return row;
}

async function toDto(db: DbOrTx, row: { mode: string; offsets: number[] | null }): Promise<ClientReminders> {
  const settings = await readBillingSettings(db);
  return {
    mode: row.mode as ReminderMode,
    offsets: row.mode === 'custom' ? [...(row.offsets ?? [])].sort((a, b) => a - b) : null,
    agencyOffsets: settings.reminderOffsets,
    agencyRemindersEnabled: settings.remindersEnabled,
  };
}

export async function getClientReminders(deps: AppDeps, clientId: string): Promise<ClientReminders> {
  return toDto(deps.database.db, await clientRow(deps.database.db, clientId));
}

const describe = (mode: ReminderMode, offsets: number[] | null) =>
  mode === 'off' ? 'off' : mode === 'default' ? "the agency's schedule" : `own days (${(offsets ?? []).map(stepLabel).join(', ')})`;

export async function updateClientReminders(
  deps: AppDeps,
  user: CurrentUser,
  clientId: string,
  input: UpdateClientRemindersInput,
): Promise<ClientReminders> {
  const v = UpdateClientRemindersInput.parse(input);
  const offsets = v.mode === 'custom' ? v.offsets : null;
  return deps.database.db.transaction(async (tx) => {
    const before = await clientRow(tx, clientId);
    await tx
      .update(clients)
      .set({ remindersMode: v.mode, reminderOffsets: offsets, updatedAt: new Date() })
      .where(eq(clients.id, clientId));
    if (before.mode !== v.mode || JSON.stringify(before.offsets ?? null) !== JSON.stringify(offsets)) {
      await recordActivity(tx, {
        actorId: user.id,
        action: 'client.reminders_changed',
        entityType: 'client',
        entityId: clientId,
        clientId,
        summary: `${user.firstName} ${user.lastName} set ${before.name}'s payment reminders to ${describe(v.mode, offsets)}`,
        metadata: { from: { mode: before.mode, offsets: before.offsets }, to: { mode: v.mode, offsets } },
      });
    }
    return toDto(tx, { mode: v.mode, offsets });
  });
}
