/**
 * Who reads a client's statement (decision 0097): admins with the financial data any client's; a client's primary
 * contacts their own company's (another's is a 404, as for its billing); additional contacts and other staff 403.
 * Sending it by e-mail is the admins' (the route asks `financials.view`).
 */
import { can } from '../permissions';
import { mayReadAllBilling, type BillingActor } from './invoices';

export function statementReadRefusal(actor: BillingActor, clientId: string): 'forbidden' | 'not_found' | null {
  if (mayReadAllBilling(actor)) return null;
  if (!can(actor.role, 'statements.view')) return 'forbidden';
  return actor.clientId === clientId ? null : 'not_found';
}

export const mayReadStatement = (actor: BillingActor) => mayReadAllBilling(actor) || can(actor.role, 'statements.view');
