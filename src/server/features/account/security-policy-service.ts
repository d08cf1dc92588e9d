/** The workspace's two-factor rule: everyone signed in may read it (the UI explains it); admins change it. */
import type { SecurityPolicy } from '@shared/schemas/account';
import { can } from '@shared/permissions';
import type { UpdateSecurityPolicyInput } from '@shared/schemas/account';
import { recordActivity } from '../../activity';
import { readRequireStaffTwoFactor } from '../../auth/two-factor-policy';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { writeWorkspaceSettings } from '../../db/workspace-settings-row';
import { forbidden } from '../../errors';
import { publishUserChanged } from '../../live/publish';

export async function getSecurityPolicy(db: Db): Promise<SecurityPolicy> {
  return { requireStaffTwoFactor: await readRequireStaffTwoFactor(db) };
}

export async function updateSecurityPolicy(
  db: Db,
  user: CurrentUser,
  input: UpdateSecurityPolicyInput,
  ipAddress: string,
): Promise<SecurityPolicy> {
  if (!can(user.role, 'security.manage')) throw forbidden();
  const before = await readRequireStaffTwoFactor(db);
  await db.transaction(async (tx) => {
    await writeWorkspaceSettings(tx, user.id, { requireStaffTwoFactor: input.requireStaffTwoFactor });
    if (before === input.requireStaffTwoFactor) return;
    // Staff without two-factor are held from now on: their open event streams end, and reconnecting is refused.
    if (input.requireStaffTwoFactor) await publishUserChanged(tx, 'staff');
    const verb = input.requireStaffTwoFactor ? 'now requires' : 'no longer requires';
    await recordActivity(tx, {
      actorId: user.id,
      action: 'workspace.security_policy_changed',
      entityType: 'workspace_settings',
      summary: `${user.firstName} ${user.lastName} ${verb} two-factor sign-in for all staff`,
      metadata: { requireStaffTwoFactor: input.requireStaffTwoFactor },
      ipAddress,
    });
  });
  return { requireStaffTwoFactor: input.requireStaffTwoFactor };
}
