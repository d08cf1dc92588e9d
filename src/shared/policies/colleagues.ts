/**
 * Who may invite, deactivate, reactivate and remove a client company's additional contacts from the client portal
 * (docs/decisions/0111-primary-contacts-manage-their-colleagues.md). The service refuses what these deny; each row of
 * the Colleagues screen carries the answers as `can`, and the screen shows the buttons from them.
 *
 * A primary contact acts on the additional contacts of their own company only: never on staff, another company's
 * people, another primary contact or themselves. The agency may turn this off per client company.
 */
import { can } from '../permissions';
import type { Role } from '../roles';
import type { UserStatus } from '../enums';
import type { Actor } from './actor';

export interface ColleagueActor extends Actor {
  clientId: string | null;
}

export interface ColleagueTarget {
  id: string;
  role: Role;
  status: UserStatus;
  clientId: string | null;
  /** Invited, and no password chosen yet. */
  invitationPending: boolean;
}

export interface ColleagueCan {
  deactivate: boolean;
  reactivate: boolean;
  remove: boolean;
  resendInvitation: boolean;
}

export const COLLEAGUES_TURNED_OFF = 'errors.colleagues.agencyManagesCompanysPortal';

/** The capability: only primary contacts hold it. */
export const mayManageColleagues = (actor: Actor) => can(actor.role, 'colleagues.manage');

/** Whether the target is someone the actor may see on the Colleagues screen at all: a person of their own company. */
export const isOfOwnCompany = (actor: ColleagueActor, target: Pick<ColleagueTarget, 'clientId'>) =>
  actor.clientId !== null && target.clientId === actor.clientId;

/** The message of a refusal on someone of the caller's own company, or null when the act is allowed. */
export function colleagueRefusal(actor: ColleagueActor, target: ColleagueTarget, enabled: boolean): string | null {
  if (!mayManageColleagues(actor)) return 'errors.colleagues.onlyPrimaryContactManages';
  if (!enabled) return COLLEAGUES_TURNED_OFF;
  if (!isOfOwnCompany(actor, target)) return 'errors.colleagues.personOneColleagues';
  if (target.id === actor.id) return 'errors.colleagues.changeOwnAccountHere';
  if (target.role !== 'client_additional') return 'errors.colleagues.onlyAgencyChangesPrimary';
  return null;
}

export const mayInviteColleagues = (actor: ColleagueActor, enabled: boolean) =>
  mayManageColleagues(actor) && enabled && actor.clientId !== null;

export function colleagueCan(actor: ColleagueActor, target: ColleagueTarget, enabled: boolean): ColleagueCan {
  const allowed = colleagueRefusal(actor, target, enabled) === null;
  return {
    deactivate: allowed && target.status === 'active',
    reactivate: allowed && target.status === 'inactive',
    remove: allowed,
    resendInvitation: allowed && target.invitationPending,
  };
}
