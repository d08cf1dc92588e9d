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

export const SIGN_FORBIDDEN = 'Only the client’s primary contacts can accept or decline a quote.';

/** Why the quote cannot be answered now (a conflict, 409), or null. */
export function answerConflict(quote: AnswerFacts): string | null {
  if (quote.status === 'accepted') return 'This quote has already been accepted.';
  if (quote.status === 'declined') return 'This quote has already been declined.';
  if (quote.status === 'expired' || quote.validUntil < quote.today) return 'This quote has expired. Ask the agency for a new one.';
  if (!(ANSWERABLE_STATUSES as readonly string[]).includes(quote.status)) return 'This quote cannot be answered.';
  return null;
}

/** Why the viewer cannot sign, in words for them, or null when they can. */
export function signRefusal(actor: Actor, quote: AnswerFacts): string | null {
  if (!maySignQuotes(actor)) return SIGN_FORBIDDEN;
  return answerConflict(quote);
}

export function convertConflict(quote: ConversionFacts): string | null {
  if (quote.status !== 'accepted') return 'Only an accepted quote can become a project.';
  if (quote.converted) return 'This quote has already been turned into a project.';
  return null;
}

export function depositConflict(quote: ConversionFacts): string | null {
  if (!quote.converted) return 'Create the project first: the deposit invoice comes with it.';
  if (!quote.wantsDeposit) return 'This quote asks for no deposit.';
  if (quote.hasDeposit) return 'This quote already has its deposit invoice.';
  return null;
}

/** Why "Invoice the rest" (the final invoice, decision 0094) cannot be done now, or null. */
export function finalInvoiceConflict(quote: ConversionFacts): string | null {
  if (!quote.converted) return 'Turn the quote into its project first: the final invoice comes after the deposit.';
  if (quote.wantsDeposit && !quote.hasDeposit) return 'This quote has no deposit invoice yet: create it first.';
  if (!quote.restLeft) return 'Nothing is left to invoice on this quote.';
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
  if (!milestone.fromQuote) return 'Only a milestone made of a section of a signed quote is invoiced from its approval.';
  if (milestone.invoiced) return 'This milestone has already been invoiced.';
  if (milestone.approvalState === 'changed')
    return 'This milestone changed after the client approved it: ask for their approval again before invoicing it.';
  if (milestone.approvalState !== 'approved') return 'Only a milestone the client approved can be invoiced.';
  if (milestone.wantsDeposit && !milestone.hasDeposit) return 'This quote has no deposit invoice yet: create it first.';
  if (milestone.finalInvoiced) return 'The final invoice of this quote was made: nothing of it is left to invoice.';
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
