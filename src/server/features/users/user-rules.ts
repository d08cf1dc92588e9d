/**
 * Who may do what to whom, beyond the capability a route requires: the shared policy (src/shared/policies/users.ts)
 * turned into 403s, the staff/client kinds kept apart, and the last active super_admin kept.
 */
import { and, eq } from 'drizzle-orm';
import {
  createRefusal,
  deleteRefusal,
  roleChangeRefusal,
  sameRoleKind,
  statusChangeRefusal,
  editRefusal,
  type Refusal,
} from '@shared/policies/users';
import type { Role } from '@shared/roles';
import type { UpdateUserValues, UserDto } from '@shared/schemas/users';
import type { CurrentUser } from '../../context';
import { users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { AppError, conflict, validationFailed } from '../../errors';
import { fullName } from './user-rows';

function refuse(refusal: Refusal | null): void {
  if (!refusal) return;
  throw new AppError(403, 'forbidden', refusal.message, refusal.field ? { [refusal.field]: refusal.message } : undefined);
}

export function assertMayCreate(actor: CurrentUser, role: Role): void {
  refuse(createRefusal(actor.role, role));
}

/** What an update changes about the target's access, for the checks below and for the activity log. */
export interface AccessChange {
  roleChanges: boolean;
  deactivates: boolean;
}

export function accessChangeOf(target: UserDto, input: UpdateUserValues): AccessChange {
  return {
    roleChanges: input.role !== undefined && input.role !== target.role,
    deactivates: input.status !== undefined && input.status !== 'active' && target.status === 'active',
  };
}

export function assertMayUpdate(actor: CurrentUser, target: UserDto, input: UpdateUserValues, change: AccessChange): void {
  refuse(editRefusal(actor, target));
  if (change.roleChanges) {
    refuse(roleChangeRefusal(actor, target, input.role!));
    if (!sameRoleKind(target.role, input.role!)) {
      throw validationFailed({ role: 'errors.users.teamMemberBecomeClient' });
    }
  }
  if (input.status !== undefined) refuse(statusChangeRefusal(actor, target, input.status));
}

export function assertMayDelete(actor: CurrentUser, target: UserDto): void {
  refuse(deleteRefusal(actor, target));
}

/**
 * Refuses to delete, demote or deactivate the last active super_admin. Run inside the transaction that makes the
 * change: the active super_admins are locked, so two admins demoting the last two at once cannot both succeed.
 */
export async function keepLastSuperAdmin(tx: Tx, target: UserDto, what: 'delete' | 'demote' | 'deactivate'): Promise<void> {
  if (target.role !== 'super_admin' || target.status !== 'active') return;
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), eq(users.status, 'active')))
    .for('update');
  if (active.some((row) => row.id !== target.id)) return;
  throw conflict(
    `${fullName(target)} is the last active Super Admin and cannot be ${what === 'delete' ? 'deleted' : what === 'demote' ? 'given another role' : 'deactivated'}. Make another user Super Admin first.`,
  );
}
