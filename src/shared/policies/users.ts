/**
 * Who may give, take and act on which roles in Settings > Users (docs/decisions/0021-role-ranks-in-user-management.md).
 * The user service enforces these answers; the rows it returns carry them as `can` flags and role choices, and the
 * Add User form offers `assignableRoles`, so the screens never offer what the server would refuse.
 *
 * Roles are ranked super_admin > admin > manager > everyone else. Giving or taking a role at or above one's own, and
 * acting on an account whose role is above one's own, is for super admins only.
 */
import { can } from '../permissions';
import { isClientRole, isRole, ROLE_LABELS, ROLES, type Role } from '../roles';

const RANK: Record<Role, number> = {
  super_admin: 3,
  admin: 2,
  manager: 1,
  developer: 0,
  designer: 0,
  support: 0,
  client_primary: 0,
  client_additional: 0,
};

export interface UserActor {
  id: string;
  role: string | null | undefined;
}
export interface UserTarget {
  id: string;
  role: Role;
}

/** Why an action is refused: the message, and the form field it belongs to when there is one. */
export interface Refusal {
  message: string;
  field?: 'role' | 'status';
}

/** What the caller may do to one user: sent with each row of the list. */
export interface UserCan {
  edit: boolean;
  changeRole: boolean;
  changeStatus: boolean;
  delete: boolean;
}

const isSuperAdmin = (role: unknown) => role === 'super_admin';
/** A role strictly below the actor's own (a super admin: any role). */
const below = (actorRole: unknown, role: Role) => isRole(actorRole) && (isSuperAdmin(actorRole) || RANK[role] < RANK[actorRole]);
/** A role that is not above the actor's own. */
const notAbove = (actorRole: unknown, role: Role) => isRole(actorRole) && (isSuperAdmin(actorRole) || RANK[role] <= RANK[actorRole]);

/** A staff role stays a staff role and a client role a client role: the kinds differ in company and in what they see. */
export function sameRoleKind(a: string, b: string): boolean {
  return isClientRole(a) === isClientRole(b);
}

/** The roles this role may give to a new user: those below its own (every role for a super admin). */
export function assignableRoles(actorRole: string | null | undefined): readonly Role[] {
  if (!can(actorRole, 'users.manage')) return [];
  return ROLES.filter((role) => below(actorRole, role));
}

export function createRefusal(actorRole: string | null | undefined, role: Role): Refusal | null {
  if (!can(actorRole, 'users.manage')) return { message: 'errors.users.addUsers' };
  if (!below(actorRole, role)) {
    return {
      field: 'role',
      message: `You cannot create a user with the role ${ROLE_LABELS[role]}: only a Super Admin gives a role at or above their own.`,
    };
  }
  return null;
}

/** Names and status: anyone whose role is not above the caller's own. */
export function editRefusal(actor: UserActor, target: UserTarget): Refusal | null {
  if (!can(actor.role, 'users.manage')) return { message: 'errors.users.editUsers' };
  if (!notAbove(actor.role, target.role)) {
    return { message: `Only a Super Admin can change the account of a${target.role === 'admin' ? 'n' : ''} ${ROLE_LABELS[target.role]}.` };
  }
  return null;
}

export function roleChangeRefusal(actor: UserActor, target: UserTarget, role: Role): Refusal | null {
  const edit = editRefusal(actor, target);
  if (edit) return edit;
  if (!can(actor.role, 'users.assignRoles')) return { field: 'role', message: 'errors.users.managersChangeUsersRole' };
  if (actor.id === target.id) return { field: 'role', message: 'errors.users.changeOwnRole' };
  if (!below(actor.role, target.role)) {
    return { field: 'role', message: `Only a Super Admin can take the role ${ROLE_LABELS[target.role]} from someone.` };
  }
  if (!below(actor.role, role)) return { field: 'role', message: `Only a Super Admin can give the role ${ROLE_LABELS[role]}.` };
  return null;
}

export function statusChangeRefusal(actor: UserActor, target: UserTarget, status: string): Refusal | null {
  const edit = editRefusal(actor, target);
  if (edit) return edit;
  if (actor.id === target.id && status !== 'active') return { field: 'status', message: 'errors.users.deactivateOwnAccount' };
  return null;
}

export function deleteRefusal(actor: UserActor, target: UserTarget): Refusal | null {
  if (!can(actor.role, 'users.delete')) return { message: 'errors.users.deleteUsers' };
  if (actor.id === target.id) return { message: 'errors.users.deleteOwnAccount' };
  if (!notAbove(actor.role, target.role)) {
    return { message: `Only a Super Admin can delete the account of a${target.role === 'admin' ? 'n' : ''} ${ROLE_LABELS[target.role]}.` };
  }
  return null;
}

export function userCan(actor: UserActor, target: UserTarget): UserCan {
  const edit = editRefusal(actor, target) === null;
  return {
    edit,
    // Whether any other role could be given: the target's own role must be below the caller's.
    changeRole: edit && roleChoices(actor, target).length > 1,
    changeStatus: statusChangeRefusal(actor, target, 'inactive') === null,
    delete: deleteRefusal(actor, target) === null,
  };
}

/** The roles the caller may set on this user, the current one included (alone when the role cannot change). */
export function roleChoices(actor: UserActor, target: UserTarget): Role[] {
  const others = ROLES.filter(
    (role) => role !== target.role && sameRoleKind(role, target.role) && roleChangeRefusal(actor, target, role) === null,
  );
  return others.length === 0 ? [target.role] : ROLES.filter((role) => role === target.role || others.includes(role));
}
