/**
 * Reading a client's credit balance (decision 0093): per currency, the sum of its rows, and the rows newest first.
 * Admins read any client's, client users their own company's (without staff's notes); another company's is a 404.
 */
import { desc, eq } from 'drizzle-orm';
import type { ClientCreditKind, Currency, PaymentMethod } from '@shared/enums';
import { mayReadAllBilling, mayRecordPayments } from '@shared/policies/invoices';
import type { ClientCreditDto } from '@shared/schemas/client-credit';
import type { AppDeps, CurrentUser } from '@server/context';
import { clientCredits, invoices } from '@server/db/schema';
import { billingClient } from '../billing-access';
import { creditBalances } from './credit-ledger';

export async function getClientCredit(deps: AppDeps, user: CurrentUser, clientId: string): Promise<ClientCreditDto> {
  const { db } = deps.database;
  const client = await billingClient(db, user, clientId);
  const staff = mayReadAllBilling(user);
  const rows = await db
    .select({
      id: clientCredits.id,
      kind: clientCredits.kind,
      amountMinor: clientCredits.amountMinor,
      currency: clientCredits.currency,
      invoiceId: clientCredits.invoiceId,
      invoiceNumber: invoices.invoiceNumber,
      paidOn: clientCredits.paidOn,
      method: clientCredits.method,
      reference: clientCredits.reference,
      note: clientCredits.note,
      createdAt: clientCredits.createdAt,
    })
    .from(clientCredits)
    .leftJoin(invoices, eq(invoices.id, clientCredits.invoiceId))
    .where(eq(clientCredits.clientId, client.id))
    .orderBy(desc(clientCredits.createdAt), desc(clientCredits.id))
    .limit(200);
  return {
    clientId: client.id,
    balances: await creditBalances(db, client.id),
    entries: rows.map((r) => ({
      ...r,
      kind: r.kind as ClientCreditKind,
      currency: r.currency as Currency,
      method: r.method as PaymentMethod | null,
      note: staff ? r.note : null,
      createdAt: r.createdAt.toISOString(),
    })),
    canChange: mayRecordPayments(user),
  };
}
