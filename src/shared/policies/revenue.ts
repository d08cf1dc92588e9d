/** Who may change expected revenue (docs/product.md; decision 0009, 0034): admins. Each record carries `can`. */
import { can } from '../permissions';
import type { Actor } from './actor';

export interface RevenueCan {
  edit: boolean;
  delete: boolean;
}

export const mayManageRevenue = (actor: Actor) => can(actor.role, 'revenue.manage');

export function revenueCan(actor: Actor): RevenueCan {
  const manage = mayManageRevenue(actor);
  return { edit: manage, delete: manage };
}
