/** Quotes, the agency's side (decision 0055): list, write, send, print. The client's answer is in ./quote-acceptance. */
import { CreateQuoteInput, QuoteDto, QuoteList, QuoteListQuery, SaveQuoteInput, SendQuoteReply } from '../schemas/quotes';
import { endpoint, fileOf } from './endpoint';

const tag = 'Quotes';

export const quotesApi = {
  list: endpoint({
    method: 'get',
    path: '/quotes',
    tag,
    summary: 'Quotes, newest first',
    description:
      'Paged; filter by status and client, search by number or title. Admins see every quote; client users see their ' +
      "company's quotes once sent, never a draft.",
    access: 'quotes.view',
    query: QuoteListQuery,
    reply: QuoteList,
  }),
  create: endpoint({
    method: 'post',
    path: '/quotes',
    tag,
    summary: 'Create a quote for a client or a lead',
    description:
      'Numbered Q-0001, Q-0002, ... with no gap. Empty currency, valid-until and deposit take the client’s currency ' +
      '(else the agency’s) and the billing settings’ defaults. Totals are computed by the server.',
    access: 'quotes.manage',
    body: CreateQuoteInput,
    reply: QuoteDto,
    status: 201,
  }),
  get: endpoint({
    method: 'get',
    path: '/quotes/{id}',
    tag,
    summary: 'One quote with its sections, lines and totals',
    description: "A draft, or another company's quote, is a 404 for a client user.",
    access: 'quotes.view',
    reply: QuoteDto,
  }),
  save: endpoint({
    method: 'put',
    path: '/quotes/{id}',
    tag,
    summary: 'Save the whole quote (its sections and lines replace the stored ones)',
    description:
      'A draft is changed in place. A sent or viewed quote becomes its next version, back in draft until it is sent ' +
      'again. An accepted, declined or expired quote is read-only (409).',
    access: 'quotes.manage',
    body: SaveQuoteInput,
    reply: QuoteDto,
  }),
  send: endpoint({
    method: 'post',
    path: '/quotes/{id}/send',
    tag,
    summary: 'Send the quote to the client',
    description:
      "A lead's quote first turns the lead into a client, its contact the primary contact (invited when not yet a " +
      'user). The primary contacts are e-mailed a signed link to the quote that expires with it; the company’s users ' +
      'are notified. Sending a sent quote again re-sends its link.',
    access: 'quotes.manage',
    reply: SendQuoteReply,
  }),
  pdf: endpoint({
    method: 'get',
    path: '/quotes/{id}/pdf',
    tag,
    summary: 'The quote as a PDF',
    description: 'Sections and lines, totals, terms, validity; the signature once accepted.',
    access: 'quotes.view',
    reply: fileOf('application/pdf'),
  }),
};
