/**
 * Who may answer a quote and turn an accepted one into work (decision 0056). Only the client company's primary
 * contacts sign or decline (quotes.sign); staff never answer for them, additional contacts only read. Admins who manage
 * quotes convert an accepted quote once. The quote is one the actor already sees (their company's, once sent).
 */
import { can } from '../permissions';
import type { ApprovalState } from '../schemas/milestone-approvals';
import type { Actor } from './actor';

export interface AnswerFacts {
  status: string;
  /** YYYY-MM-DD. */
  validUntil: string;
  /** Today's date where the server decides (its `current_date`), YYYY-MM-DD. */
  today: string;
}

export interface ConversionFacts {
  status: string;
  converted: boolean;
  /** A deposit invoice exists for the quote. */
  hasDeposit: boolean;
  /** The quote asks for a deposit of more than nothing. */
  wantsDeposit: boolean;
  /** Something of the quote is left to invoice after its invoices not voided (decision 0094); absent: not known, none. */
  restLeft?: boolean;
}

export const ANSWERABLE_STATUSES = ['sent', 'viewed'] as const;

export const maySignQuotes = (actor: Actor) => can(actor.role, 'quotes.sign');
export const mayConvertQuotes = (actor: Actor) => can(actor.role, 'quotes.manage');

export const SIGN_FORBIDDEN = 'errors.quoteAcceptance.onlyClientsPrimaryContacts';

/** Why the quote cannot be answered now (a conflict, 409), or null. */
export function answerConflict(quote: AnswerFacts): string | null {
  if (quote.status === 'accepted') return 'errors.quoteAcceptance.quoteHasAlreadyBeen';
  if (quote.status === 'declined') return 'errors.quoteAcceptance.quoteHasAlreadyBeenDeclined';
  if (quote.status === 'expired' || quote.validUntil < quote.today) return 'errors.quoteAcceptance.quoteHasExpiredAsk';
  if (!(ANSWERABLE_STATUSES as readonly string[]).includes(quote.status)) return 'errors.quoteAcceptance.quoteAnswered';
  return null;
}

/** Why the viewer cannot sign, in words for them, or null when they can. */
export function signRefusal(actor: Actor, quote: AnswerFacts): string | null {
  if (!maySignQuotes(actor)) return SIGN_FORBIDDEN;
  return answerConflict(quote);
}

export function convertConflict(quote: ConversionFacts): string | null {
  if (quote.status !== 'accepted') return 'errors.quoteAcceptance.onlyAcceptedQuoteBecome';
  if (quote.converted) return 'errors.quoteAcceptance.quoteHasAlreadyBeenTurned';
  return null;
}

export function depositConflict(quote: ConversionFacts): string | null {
  if (!quote.converted) return 'errors.quoteAcceptance.createProjectFirstDeposit';
  if (!quote.wantsDeposit) return 'errors.quoteAcceptance.quoteAsksDeposit';
  if (quote.hasDeposit) return 'errors.quoteAcceptance.quoteAlreadyHasDeposit';
  return null;
}

/** Why "Invoice the rest" (the final invoice, decision 0094) cannot be done now, or null. */
export function finalInvoiceConflict(quote: ConversionFacts): string | null {
  if (!quote.converted) return 'errors.quoteAcceptance.turnQuoteIntoProject';
  if (quote.wantsDeposit && !quote.hasDeposit) return 'errors.quoteAcceptance.quoteHasDepositInvoice';
  if (!quote.restLeft) return 'errors.quoteAcceptance.nothingLeftInvoiceQuote';
  return null;
}

/** Invoicing a milestone on its approval (decision 0099) is making an invoice: the invoice rights. */
export const mayInvoiceMilestones = (actor: Actor) => can(actor.role, 'invoices.create');

export interface MilestoneInvoiceFacts {
  /** The milestone was made of a section of a converted quote. */
  fromQuote: boolean;
  /** Its latest approval request's state (null: nobody asked). */
  approvalState: ApprovalState | null;
  /** It has an invoice not voided. */
  invoiced: boolean;
  wantsDeposit: boolean;
  hasDeposit: boolean;
  /** The quote's final invoice (not voided) was made. */
  finalInvoiced: boolean;
}

/** Why the milestone cannot be invoiced now (409), or null (decision 0099). */
export function milestoneInvoiceConflict(milestone: MilestoneInvoiceFacts): string | null {
  if (!milestone.fromQuote) return 'errors.quoteAcceptance.onlyMilestoneMadeSection';
  if (milestone.invoiced) return 'errors.quoteAcceptance.milestoneHasAlreadyBeen';
  if (milestone.approvalState === 'changed') return 'errors.quoteAcceptance.milestoneChangedAfterClient';
  if (milestone.approvalState !== 'approved') return 'errors.quoteAcceptance.onlyMilestoneClientApproved';
  if (milestone.wantsDeposit && !milestone.hasDeposit) return 'errors.quoteAcceptance.quoteHasDepositInvoice';
  if (milestone.finalInvoiced) return 'errors.quoteAcceptance.finalInvoiceQuoteWas';
  return null;
}

export function quoteAcceptanceCan(actor: Actor, answer: AnswerFacts, conversion: ConversionFacts) {
  const answerable = maySignQuotes(actor) && answerConflict(answer) === null;
  return {
    sign: answerable,
    decline: answerable,
    convert: mayConvertQuotes(actor) && convertConflict(conversion) === null,
    createDeposit: mayConvertQuotes(actor) && depositConflict(conversion) === null,
    invoiceRest: mayConvertQuotes(actor) && finalInvoiceConflict(conversion) === null,
  };
}
