/** A client's credit balance (docs/decisions/0093-client-credit-balance.md): read, applied to an invoice, refunded. */
import { InvoiceDto } from '../schemas/billing';
import { ApplyCreditInput, ClientCreditDto, RefundCreditInput } from '../schemas/client-credit';
import { endpoint } from './endpoint';

const tag = 'Payments';
const CHANGE =
  "Admins (`payments.record`); client users 403 (404 for another company's): they read their credit, never change it; other staff 403.";

export const clientCreditApi = {
  read: endpoint({
    method: 'get',
    path: '/clients/{id}/credit',
    tag,
    summary: "A client's credit balance",
    description:
      'The balance per currency (the sum of its moves) and its moves newest first (at most 200): the excess of an ' +
      "invoice's payments and credit notes over its total, credit applied to an invoice, credit refunded. Admins " +
      "(`financials.view`) any client's; client users (`billing.view`) their own company's without staff notes, another's 404; other staff 403.",
    access: 'signed-in',
    reply: ClientCreditDto,
  }),
  apply: endpoint({
    method: 'post',
    path: '/invoices/{id}/apply-credit',
    tag,
    summary: "Apply the client's credit to an invoice",
    description:
      "Moves credit in the invoice's currency onto it as a payment (method `credit`) beside a row taking it off the " +
      'balance, with the invoice and then the client locked, so two at once cannot spend the same credit. Without ' +
      '`amount`, as much as the balance and the invoice allow. 400 on `amount` above either or with no credit; 409 ' +
      `for a draft, void or Stripe-held invoice. ${CHANGE}`,
    access: 'signed-in',
    body: ApplyCreditInput,
    reply: InvoiceDto,
    status: 201,
  }),
  refund: endpoint({
    method: 'post',
    path: '/clients/{id}/credit-refunds',
    tag,
    summary: "Refund the client's credit",
    description: `Records money given back out of the credit balance in one currency: at most the balance (400 on \`amount\`). ${CHANGE}`,
    access: 'signed-in',
    body: RefundCreditInput,
    reply: ClientCreditDto,
    status: 201,
  }),
};
