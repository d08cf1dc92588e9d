/**
 * Who may log, edit and delete communications (docs/product.md; decisions 0028 and 0034). The service refuses what
 * these deny and each row carries them as `can`.
 */
import { can } from '../permissions';
import { mayActOn, type Actor } from './actor';

export interface CommunicationFacts {
  /** Who logged it. */
  userId: string | null;
}

export interface CommunicationCan {
  edit: boolean;
  delete: boolean;
}

/** All staff log communications; client users never do. */
export const mayCreateCommunications = (actor: Actor) => can(actor.role, 'communications.create');

/** Managers edit and delete any they see; developer, designer and support only those they logged ('own'). */
export const mayManageCommunication = (actor: Actor, communication: CommunicationFacts) =>
  mayActOn(actor, 'communications.manage', communication.userId);

export function communicationCan(actor: Actor, communication: CommunicationFacts): CommunicationCan {
  const manage = mayManageCommunication(actor, communication);
  return { edit: manage, delete: manage };
}
