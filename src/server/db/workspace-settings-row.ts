/** The workspace's one settings row (id 1): every setting on it is changed through here. */
import { workspaceSettings } from './schema';
import type { DbOrTx } from './transaction';

type WorkspaceSetting = Pick<typeof workspaceSettings.$inferInsert, 'requireStaffTwoFactor' | 'invoiceUnapprovedTime'>;

/** Sets the given settings, by whom. An upsert: the migration inserts the row, but a restored or hand-made database may lack it. */
export async function writeWorkspaceSettings(tx: DbOrTx, updatedBy: string, values: Partial<WorkspaceSetting>): Promise<void> {
  await tx
    .insert(workspaceSettings)
    .values({ id: 1, ...values, updatedBy })
    .onConflictDoUpdate({ target: workspaceSettings.id, set: { ...values, updatedBy, updatedAt: new Date() } });
}
