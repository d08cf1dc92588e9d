/**
 * The workspace's "require two-factor sign-in for all staff" switch, and the routes a staff user who has not enrolled
 * may still use: enough to see who they are and to set up two-factor in Account Settings.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { workspaceSettings } from '../db/schema';
import { AppError } from '../errors';
import { isStaffRole } from '../../shared/roles';

const ALLOWED_WITHOUT_TWO_FACTOR = [/^\/api\/me$/, /^\/api\/auth\//, /^\/api\/account(\/|$)/, /^\/api\/profile/, /^\/api\/avatars\//];

export function allowedWithoutTwoFactor(path: string): boolean {
  return ALLOWED_WITHOUT_TWO_FACTOR.some((pattern) => pattern.test(path));
}

export async function readRequireStaffTwoFactor(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ required: workspaceSettings.requireStaffTwoFactor })
    .from(workspaceSettings)
    .where(eq(workspaceSettings.id, 1));
  return row?.required ?? false;
}

/** True when the policy applies to this user and they have not enrolled: the portal is closed to them until they do. */
/** The policy concerns staff who have not enrolled; nobody else is ever held. */
export const twoFactorApplies = (user: { role: string; twoFactorEnabled: boolean }) => !user.twoFactorEnabled && isStaffRole(user.role);

export async function twoFactorRequiredFor(db: Db, user: { role: string; twoFactorEnabled: boolean }): Promise<boolean> {
  // Only staff who have not enrolled pay for the lookup; everyone else is decided without touching the database.
  return twoFactorApplies(user) && readRequireStaffTwoFactor(db);
}

export const twoFactorRequired = () => new AppError(403, 'two_factor_required', 'errors.twoFactorPolicy.administratorRequiresTwoFactor');
