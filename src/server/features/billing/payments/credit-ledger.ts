/**
 * The client's credit balance in the ledger (decision 0093): its rows are written only here and by the services that
 * apply or refund it, always with the client's row locked after any invoice's (`for no key update`: creating an
 * invoice for the client is not held up), so two moves at once take turns and the second sees the first.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import { formatMoney } from '@shared/money';
import { creditExcess, type InvoiceFacts } from '@shared/policies/invoices';
import { recordActivity } from '@server/activity';
import type { DbOrTx, Tx } from '@server/db/transaction';
import { clientCredits, clients } from '@server/db/schema';
import { conflict, notFound } from '@server/errors';
import type { LockedInvoice } from './ledger';

/** The client's row, locked until the transaction ends: every move on its credit waits for the one before. */
export async function lockClientCredit(tx: Tx, clientId: string) {
  const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('no key update');
  if (!row) throw notFound('errors.notFound.client');
}

/** The client's credit in one currency: the sum of its rows. */
export async function creditBalanceOf(db: DbOrTx, clientId: string, currency: Currency): Promise<number> {
  const [row] = await db
    .select({ minor: sql<string>`coalesce(sum(${clientCredits.amountMinor}), 0)` })
    .from(clientCredits)
    .where(and(eq(clientCredits.clientId, clientId), eq(clientCredits.currency, currency)));
  return Number(row!.minor);
}

/** The client's credit per currency, those above 0. */
export async function creditBalances(db: DbOrTx, clientId: string): Promise<Array<{ currency: Currency; balanceMinor: number }>> {
  const rows = await db
    .select({ currency: clientCredits.currency, minor: sql<string>`sum(${clientCredits.amountMinor})` })
    .from(clientCredits)
    .where(eq(clientCredits.clientId, clientId))
    .groupBy(clientCredits.currency)
    .orderBy(clientCredits.currency);
  return rows.map((r) => ({ currency: r.currency as Currency, balanceMinor: Number(r.minor) })).filter((r) => r.balanceMinor > 0);
}

/**
 * Keeps the locked invoice's excess rows equal to what is paid and credited above its total (by the one money path,
 * after each recomputation): a credit note or payment above it adds the difference to the client's credit, a refund
 * of its payment takes it back, refused (409) when that credit has been spent since.
 */
export async function syncInvoiceExcess(
  tx: Tx,
  invoice: LockedInvoice,
  facts: Omit<InvoiceFacts, 'status' | 'stripeInvoiceId'>,
  actorId: string | null,
) {
  const [moved] = await tx
    .select({ minor: sql<string>`coalesce(sum(${clientCredits.amountMinor}), 0)` })
    .from(clientCredits)
    .where(and(eq(clientCredits.invoiceId, invoice.id), eq(clientCredits.kind, 'excess')));
  const delta = creditExcess(facts) - Number(moved!.minor);
  if (delta === 0) return;
  await lockClientCredit(tx, invoice.clientId);
  if (delta < 0) {
    const available = await creditBalanceOf(tx, invoice.clientId, invoice.currency);
    if (available < -delta) {
      throw conflict(
        `${formatMoney(-delta, invoice.currency)} of this invoice went to the client's credit balance, which now holds ` +
          `${formatMoney(Math.max(available, 0), invoice.currency)}: refund less, or take it from the credit first.`,
      );
    }
  }
  const number = invoice.invoiceNumber ?? '';
  await tx
    .insert(clientCredits)
    .values({
      clientId: invoice.clientId,
      currency: invoice.currency,
      kind: 'excess',
      amountMinor: delta,
      invoiceId: invoice.id,
      paidOn: new Date().toISOString().slice(0, 10),
      createdById: actorId,
    });
  const amount = formatMoney(Math.abs(delta), invoice.currency);
  await recordActivity(tx, {
    actorId,
    action: delta > 0 ? 'invoice.credit_balance_added' : 'invoice.credit_balance_taken_back',
    entityType: 'invoice',
    entityId: invoice.id,
    clientId: invoice.clientId,
    summary:
      delta > 0
        ? `Moved ${amount} paid and credited above invoice ${number}'s total to the client's credit balance`
        : `Took ${amount} back from the client's credit balance to invoice ${number}`,
    metadata: { amountMinor: delta, currency: invoice.currency },
  });
}
