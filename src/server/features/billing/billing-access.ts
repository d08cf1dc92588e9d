/**
 * Billing: the client's Stripe customer, invoices with line items, their totals (SQL aggregates), Stripe webhooks and
 * the reconciling sync. Admins see every client; client users read their own company only; everyone else 403.
 *
 * This file: who may read and change a client's billing, and the Stripe requirement.
 */
import { eq } from 'drizzle-orm';
import { billingReadRefusal, mayCreateInvoices } from '@shared/policies/invoices';
import type { AppDeps, CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import type { StripePayments } from '../../integrations/payments';

export const paymentFailed = (message: string) => new AppError(502, 'payment_provider_error', message);

/** The client whose billing the user may read: any for admins, their own company for client users, else 403/404. */
export async function billingClient(db: Db, user: CurrentUser, clientId: string) {
  const refusal = billingReadRefusal(user, clientId);
  if (refusal === 'forbidden') throw forbidden();
  if (refusal === 'not_found') throw notFound('errors.notFound.client');
  const [client] = await db
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      contactPerson: clients.contactPerson,
      poNumber: clients.poNumber,
      paymentTermsDays: clients.paymentTermsDays,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw notFound('errors.notFound.client');
  return client;
}

export function requireCreate(user: CurrentUser) {
  if (!mayCreateInvoices(user)) throw forbidden();
}

/** For routes: who may change this client's billing, answered (403/404) before the body is read. */
export async function authorizeBillingChange(deps: AppDeps, user: CurrentUser, clientId: string) {
  await billingClient(deps.database.db, user, clientId);
  requireCreate(user);
}

export function requireStripe(deps: AppDeps): StripePayments {
  if (deps.payments.mode !== 'stripe') throw conflict('errors.billing.onlinePaymentConnectedStripe');
  return deps.payments;
}
