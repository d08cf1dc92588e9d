/** The workspace default for Invoice time's "Include time not yet approved" (decision 0049): admins read and change it. */
import type { InvoiceTimeSetting, UpdateInvoiceTimeSettingInput } from '@shared/schemas/time-invoice';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import { writeWorkspaceSettings } from '../../db/workspace-settings-row';
import { invoiceUnapprovedDefault } from './time-invoice-select';

export async function getInvoiceTimeSetting(deps: AppDeps): Promise<InvoiceTimeSetting> {
  return { includeUnapproved: await invoiceUnapprovedDefault(deps.database.db) };
}

export async function updateInvoiceTimeSetting(
  deps: AppDeps,
  user: CurrentUser,
  input: UpdateInvoiceTimeSettingInput,
): Promise<InvoiceTimeSetting> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const before = await invoiceUnapprovedDefault(tx);
    await writeWorkspaceSettings(tx, user.id, { invoiceUnapprovedTime: input.includeUnapproved });
    if (before === input.includeUnapproved) return;
    await recordActivity(tx, {
      actorId: user.id,
      action: 'workspace.invoice_time_changed',
      entityType: 'workspace_settings',
      summary: `${user.firstName} ${user.lastName} ${input.includeUnapproved ? 'made invoicing time include' : 'made invoicing time leave out'} time not yet approved`,
      metadata: { includeUnapproved: input.includeUnapproved },
    });
  });
  return { includeUnapproved: input.includeUnapproved };
}
