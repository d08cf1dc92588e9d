/**
 * What the signed-in user may do, read from the `capabilities` the server sent with /api/me. The UI only uses this
 * to hide what would be refused anyway; the server enforces every rule itself.
 */
import type { Me } from '../../shared/schemas/me';
import type { Capability, Scope } from '../../shared/permissions';
import { isClientRole, isStaffRole } from '../../shared/roles';
import { useCurrentUser } from './current-user';

export function scopeFor(me: Me | null | undefined, capability: Capability): Scope | null {
  return me?.capabilities[capability] ?? null;
}

export function can(me: Me | null | undefined, capability: Capability): boolean {
  return scopeFor(me, capability) !== null;
}

export function isStaff(me: Me | null | undefined): boolean {
  return isStaffRole(me?.user.role);
}

export function isClient(me: Me | null | undefined): boolean {
  return isClientRole(me?.user.role);
}

/** `const allowed = useCan(); allowed('projects.manage')` */
export function useCan(): (capability: Capability) => boolean {
  const { me } = useCurrentUser();
  return (capability) => can(me, capability);
}
