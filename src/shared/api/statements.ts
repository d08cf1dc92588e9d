/** A client's statement (docs/decisions/0097-client-statements.md): read, as a PDF, sent to the client by e-mail. */
import { Statement, StatementEmailReply, StatementQuery } from '../schemas/statements';
import { endpoint, fileOf } from './endpoint';
import { STATEMENT_EXAMPLE } from './examples';

const tag = 'Invoices';
const READ =
  "Admins (`financials.view`) any client's; a client's primary contacts (`statements.view`) their own company's, " +
  "another's is a 404; additional contacts and other staff 403.";
const PERIOD =
  'Without `from` and `to`: from 1 January of this year to today. `currency` narrows it to one currency; without it ' +
  "the client's own comes first, then every other it has money in, never converted.";

export const statementsApi = {
  read: endpoint({
    method: 'get',
    path: '/clients/{id}/statement',
    tag,
    summary: "A client's statement",
    description:
      'Per currency: the opening balance (what was owed before `from`), every movement up to `to` in date order ' +
      '(invoices issued, late fees, payments, refunds, credit notes, credit applied, money moved to the credit ' +
      'balance, voids, write-offs) with the balance after it, and the closing balance, which is the ledger’s ' +
      `outstanding at \`to\`. Drafts never appear. ${PERIOD} ${READ}`,
    access: 'signed-in',
    query: StatementQuery,
    reply: Statement,
    example: STATEMENT_EXAMPLE,
  }),
  pdf: endpoint({
    method: 'get',
    path: '/clients/{id}/statement.pdf',
    tag,
    summary: "Download a client's statement as PDF",
    description: `One currency per document: \`currency\`, else the client's own. ${PERIOD} ${READ}`,
    access: 'signed-in',
    query: StatementQuery,
    reply: fileOf('application/pdf'),
  }),
  email: endpoint({
    method: 'post',
    path: '/clients/{id}/statement/email',
    tag,
    summary: "E-mail a client's statement to its billing contact",
    description:
      "Queues an e-mail to the client's e-mail address with the statement's PDF attached, one per currency (rendered " +
      `when the job runs). ${PERIOD} 409 when the client has no e-mail address. Admins (\`financials.view\`); everyone else 403.`,
    access: 'financials.view',
    body: StatementQuery,
    reply: StatementEmailReply,
    status: 202,
  }),
};
