/**
 * Who may read, change and send a quote in which state (decision 0055). Admins (quotes.manage) write quotes; client
 * users (quotes.view, company scope) read their company's quotes once sent, never a draft. Answering (sign, decline)
 * is the client side's rule in ./quote-acceptance, re-exported here as `canSign` so one import serves the editor.
 *
 * A draft is edited freely. A sent or viewed quote may be edited too, but the change is a new version that goes back
 * to draft until it is sent again, so the client never signs anything but the text they were shown. An answered or
 * expired quote is read-only.
 */
import type { QuoteStatus } from '../enums';
import { can } from '../permissions';
import { ROLES } from '../roles';
import type { Actor } from './actor';
import { signRefusal, type AnswerFacts } from './quote-acceptance';

/** Who hears of a quote's answer or lapse: the roles that manage quotes. */
export const QUOTE_MANAGERS = ROLES.filter((role) => can(role, 'quotes.manage'));

export interface QuoteActor extends Actor {
  /** The client company of a client user; null for staff. */
  clientId: string | null;
}

export interface QuoteFacts {
  status: QuoteStatus | string;
  clientId: string | null;
  /** YYYY-MM-DD. */
  validUntil: string;
}

export const READ_ONLY_STATUSES = ['accepted', 'declined', 'expired'] as const satisfies readonly QuoteStatus[];
/** States the client may see. */
export const CLIENT_VISIBLE_STATUSES = ['sent', 'viewed', 'accepted', 'declined', 'expired'] as const satisfies readonly QuoteStatus[];

export const mayManageQuotes = (actor: Actor) => can(actor.role, 'quotes.manage');

/** 'forbidden' without quotes.view; 'not_found' for a draft or another company's quote (a client never learns of it). */
export function quoteReadRefusal(actor: QuoteActor, quote: Pick<QuoteFacts, 'status' | 'clientId'>): 'forbidden' | 'not_found' | null {
  if (mayManageQuotes(actor)) return null;
  if (!can(actor.role, 'quotes.view')) return 'forbidden';
  if (!actor.clientId || quote.clientId !== actor.clientId) return 'not_found';
  return (CLIENT_VISIBLE_STATUSES as readonly string[]).includes(quote.status) ? null : 'not_found';
}

/** Why the quote cannot be changed now (409), or null. */
export function quoteEditConflict(quote: Pick<QuoteFacts, 'status'>): string | null {
  if (quote.status === 'accepted') return 'errors.quotes.quoteHasBeenAccepted';
  if (quote.status === 'declined') return 'errors.quotes.quoteHasBeenDeclined';
  if (quote.status === 'expired') return 'errors.quotes.quoteHasExpiredLonger';
  return null;
}

/** Whether saving the quote now makes a new version (it was shown to the client). */
export const editMakesVersion = (quote: Pick<QuoteFacts, 'status'>) => quote.status === 'sent' || quote.status === 'viewed';

/** Why the quote cannot be sent (409), or null. Sending a sent quote again re-sends the same version's link. */
export function quoteSendConflict(quote: QuoteFacts & { itemCount: number }, today: string): string | null {
  const edit = quoteEditConflict(quote);
  if (edit) return edit;
  if (quote.itemCount === 0) return 'errors.quotes.addLeastOneLine';
  if (quote.validUntil < today) return 'errors.quotes.quotesValidUntilDate';
  return null;
}

/** Whether the actor may sign this quote now (client primary contact, a sent or viewed quote still valid). */
export function canSign(actor: Actor, quote: AnswerFacts): boolean {
  return signRefusal(actor, quote) === null;
}

export function quoteCan(actor: QuoteActor, quote: QuoteFacts & { itemCount: number }, today: string) {
  const manage = mayManageQuotes(actor);
  return {
    edit: manage && quoteEditConflict(quote) === null,
    send: manage && quoteSendConflict(quote, today) === null,
    editMakesVersion: manage && editMakesVersion(quote),
    downloadPdf: quoteReadRefusal(actor, quote) === null,
    sign: canSign(actor, { status: quote.status, validUntil: quote.validUntil, today }),
  };
}
