/**
 * Who may change a client and its portal users (docs/product.md; decision 0034). The services refuse what these
 * deny; client rows and details carry `can`.
 */
import { can, type Capability } from '../permissions';
import { isStaffRole } from '../roles';
import type { Actor } from './actor';

export interface ClientCan {
  edit: boolean;
  delete: boolean;
  /** The client's own portal accounts (Associated Users). */
  manageUsers: boolean;
}

export const mayCreateClients = (actor: Actor) => can(actor.role, 'clients.manage');

export function clientCan(actor: Actor): ClientCan {
  const has = (capability: Capability) => can(actor.role, capability);
  return { edit: has('clients.manage'), delete: has('clients.delete'), manageUsers: has('clientUsers.manage') };
}

/** The client's activity feed is the agency's record: staff only. */
export const mayReadClientActivity = (actor: Actor) => isStaffRole(actor.role);
