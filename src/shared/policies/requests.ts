/**
 * Who may file, change, withdraw, accept and decline client requests (docs/product.md, Client requests; decisions
 * 0034 and 0044). The service refuses what these deny and every request carries them as `can`.
 */
import type { RequestStatus } from '../enums';
import { can } from '../permissions';
import type { Actor } from './actor';

export interface RequestFacts {
  status: RequestStatus;
  /** Who filed it. */
  createdById: string | null;
}

export interface RequestCan {
  accept: boolean;
  decline: boolean;
  edit: boolean;
  withdraw: boolean;
}

export const ALREADY_ANSWERED = 'errors.requests.requestHasAlreadyBeen';

/** Client users file requests on their company's projects; staff never file on a client's behalf. */
export const mayFileRequests = (actor: Actor) => can(actor.role, 'requests.create');

/** Managers answer requests (the capability); an answered request is not answered again (a state: 409). */
export const mayAnswerRequests = (actor: Actor) => can(actor.role, 'requests.manage');
export const isOpen = (request: RequestFacts) => request.status === 'open';

/** Only its author changes or withdraws a request (the capability and authorship); only while it is open (a state). */
export const isRequestAuthor = (actor: Actor, request: RequestFacts) =>
  mayFileRequests(actor) && request.createdById !== null && request.createdById === actor.id;

export function requestCan(actor: Actor, request: RequestFacts): RequestCan {
  const answer = mayAnswerRequests(actor) && isOpen(request);
  const own = isRequestAuthor(actor, request) && isOpen(request);
  return { accept: answer, decline: answer, edit: own, withdraw: own };
}

/**
 * Everyone who sees a request writes in its thread, open or answered (decision 0109); only staff who read internal
 * notes write them. The request is already one the actor can see.
 */
export function mayWriteInRequestThread(actor: Actor, internal: boolean): boolean {
  return can(actor.role, 'requests.view') && (!internal || can(actor.role, 'messages.internal'));
}
