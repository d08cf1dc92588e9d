/**
 * Who may do what to whom, beyond the capability a route requires: managers create and edit but never change roles
 * nor touch administrators; nobody deletes, demotes or deactivates themselves; the last active super_admin stays.
 */
import { and, eq } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import { ROLE_LABELS, type Role } from '../../../shared/roles';
import { assignableRoles, mayEditUser, sameRoleKind, type UpdateUserValues, type UserDto } from '../../../shared/schemas/users';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, conflict, validationFailed } from '../../errors';
import { fullName } from './user-rows';

const refused = (message: string, field?: string) => new AppError(403, 'forbidden', message, field ? { [field]: message } : undefined);

export function assertMayCreate(actor: CurrentUser, role: Role): void {
  if (!assignableRoles(actor.role).includes(role)) {
    throw refused(`You cannot create a user with the role ${ROLE_LABELS[role]}.`, 'role');
  }
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
  if (!mayEditUser(actor.role, target.role)) throw refused('Only an administrator can edit an administrator’s account.');
  if (change.roleChanges) {
    if (!can(actor.role, 'users.assignRoles')) throw refused('Managers cannot change a user’s role.', 'role');
    if (actor.id === target.id) throw refused('You cannot change your own role.', 'role');
    if (!sameRoleKind(target.role, input.role!)) {
      throw validationFailed({ role: 'A team member cannot become a client user or the reverse; create a new account instead' });
    }
  }
  if (actor.id === target.id && input.status !== undefined && input.status !== 'active') {
    throw refused('You cannot deactivate your own account.', 'status');
  }
}

export function assertMayDelete(actor: CurrentUser, target: UserDto): void {
  if (actor.id === target.id) throw refused('You cannot delete your own account.');
}

/**
 * Refuses to delete, demote or deactivate the last active super_admin. Run inside the transaction that makes the
 * change: the active super_admins are locked, so two admins demoting the last two at once cannot both succeed.
 */
export async function keepLastSuperAdmin(tx: Db, target: UserDto, what: 'delete' | 'demote' | 'deactivate'): Promise<void> {
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
