/**
 * Who may work the contact leads (docs/product.md; decision 0034): managers and admins update, delete and convert
 * them; a lead converts into a client once. Each lead carries `can`.
 */
import { can } from '../permissions';
import type { Actor } from './actor';

export interface LeadCan {
  /** Change its status. */
  edit: boolean;
  delete: boolean;
  /** Turn it into a prospect client (once). */
  convert: boolean;
}

export const ALREADY_CONVERTED = 'errors.leads.leadHasAlreadyBeen';

export function leadCan(actor: Actor, lead: { clientId: string | null }): LeadCan {
  const manage = can(actor.role, 'leads.manage');
  return { edit: manage, delete: manage, convert: manage && lead.clientId === null };
}
