/** The client's side of quotes and an accepted quote becoming work (decision 0056). */
import {
  AcceptQuoteInput,
  ClientQuote,
  ClientQuoteQuery,
  DeclineQuoteInput,
  QuoteConversion,
  QuoteFinalInvoice,
  QuoteMilestoneInvoice,
} from '../schemas/quote-acceptance';
import { endpoint } from './endpoint';

const tag = 'Quote acceptance';

export const quoteAcceptanceApi = {
  clientQuote: endpoint({
    method: 'get',
    path: '/quotes/{id}/document',
    tag,
    summary: 'A quote as the document its client reads and signs',
    description:
      "The agency's details, the sections, lines and totals, the terms, the deposit, who signed or may sign, and what it " +
      "became. Client users read their company's quotes once sent; a draft or another company's quote is a 404. A client " +
      "user's first reading marks a sent quote viewed. `t`, the token of the e-mailed link, is checked and its state " +
      "returned as `link` (an expired or wrong token does not hide the quote from its company's signed-in users).",
    access: 'quotes.view',
    query: ClientQuoteQuery,
    reply: ClientQuote,
  }),
  accept: endpoint({
    method: 'post',
    path: '/quotes/{id}/accept',
    tag,
    summary: 'Accept and sign a quote',
    description:
      "Only the client's primary contacts sign (403 for anyone else, staff included). The body carries the signer's typed " +
      'full name, the accepted terms, and the version and SHA-256 of the document shown (src/shared/quote-document.ts). ' +
      '409 when the quote changed (version or hash), is no longer sent or viewed, or is past its valid-until date; nothing ' +
      'is written then.',
    access: 'quotes.view',
    body: AcceptQuoteInput,
    reply: ClientQuote,
  }),
  decline: endpoint({
    method: 'post',
    path: '/quotes/{id}/decline',
    tag,
    summary: 'Decline a quote, with a reason',
    description: "Only the client's primary contacts (403 for anyone else). 409 when the quote can no longer be answered.",
    access: 'quotes.view',
    body: DeclineQuoteInput,
    reply: ClientQuote,
  }),
  convert: endpoint({
    method: 'post',
    path: '/quotes/{id}/convert',
    tag,
    summary: 'Turn an accepted quote into its project and deposit invoice',
    description:
      'One transaction: the project (budget = the total excluding tax, hours = the estimated hours), a milestone per ' +
      'section marked so, a task per item with estimated hours, and the deposit invoice. 409 when the quote is not ' +
      'accepted or was already converted. When Stripe refuses the deposit, the project stays and `depositProblem` says so.',
    access: 'quotes.manage',
    reply: QuoteConversion,
    status: 201,
  }),
  depositInvoice: endpoint({
    method: 'post',
    path: '/quotes/{id}/deposit-invoice',
    tag,
    summary: "Create a converted quote's deposit invoice again",
    description: 'For a converted quote without a deposit invoice (its first attempt failed at Stripe). 409 when it has one.',
    access: 'quotes.manage',
    reply: QuoteConversion,
    status: 201,
  }),
  finalInvoice: endpoint({
    method: 'post',
    path: '/quotes/{id}/final-invoice',
    tag,
    summary: 'Invoice the rest of a converted quote',
    description:
      'The final invoice: per tax of the quote, what the quote charges less what its invoices not voided (the deposit) ' +
      'already charged, tax to the cent (decision 0094). 409 when the quote is not converted, its deposit invoice is ' +
      'missing, nothing is left to invoice, or another invoice of the quote is being made at the same time.',
    access: 'quotes.manage',
    reply: QuoteFinalInvoice,
    status: 201,
  }),
  milestoneInvoice: endpoint({
    method: 'post',
    path: '/milestones/{id}/invoice',
    tag,
    summary: 'Invoice a milestone its client approved',
    description:
      "For a milestone made of a section of a converted quote, once its client's approval holds: per tax of the section, " +
      'what the section charges less its share of the deposit, tax by the one rule (decision 0099). The final invoice ' +
      'then bills what is left. 409 when the milestone did not come from a quote, is not approved (or changed since), ' +
      'was already invoiced (a voided invoice frees it), the deposit invoice is missing, the final invoice was made, ' +
      'or another invoice of the quote is being made at the same time.',
    access: 'invoices.create',
    reply: QuoteMilestoneInvoice,
    status: 201,
  }),
};
