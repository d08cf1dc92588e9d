/** Billing: the client's Stripe customer, created once. */
import { and, eq, sql } from 'drizzle-orm';
import type { StripeCustomerDto } from '@shared/schemas/billing';
import { writeRecorded } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import { stripeCustomers } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { conflict } from '../../errors';
import { billingClient, paymentFailed, requireCreate, requireStripe } from './billing-access';
import { loadCustomer } from './read-billing';

/** A pending customer row older than this is taken to be an interrupted attempt and is retried. */
const STALE_PENDING_SECONDS = 60;

// ---------------------------------------------------------------- Stripe customer

/**
 * Idempotent: the unique client_id row is the lock. The caller that inserts the pending row calls Stripe (with an
 * idempotency key derived from the client id); a concurrent caller sees the pending row and answers it unchanged.
 */
export async function ensureStripeCustomer(deps: AppDeps, user: CurrentUser, clientId: string): Promise<StripeCustomerDto> {
  const { db } = deps.database;
  const client = await billingClient(db, user, clientId);
  requireCreate(user);
  const payments = requireStripe(deps);

  const [inserted] = await db
    .insert(stripeCustomers)
    .values({ clientId: client.id, status: 'pending' })
    .onConflictDoNothing({ target: stripeCustomers.clientId })
    .returning();
  let row = inserted;
  if (!row) {
    const [existing] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.clientId, client.id));
    if (!existing) throw conflict('errors.billing.stripeCustomerChangedMeanwhile');
    if (existing.status !== 'pending') return (await loadCustomer(db, client.id))!;
    // Take over an interrupted attempt, but only one caller wins: the update that finds the row still stale. The
    // comparison stays in SQL (the database's clock and microseconds, which a JavaScript Date would round away).
    const [claimed] = await db
      .update(stripeCustomers)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          eq(stripeCustomers.id, existing.id),
          eq(stripeCustomers.status, 'pending'),
          sql`${stripeCustomers.updatedAt} < now() - make_interval(secs => ${STALE_PENDING_SECONDS})`,
        ),
      )
      .returning();
    if (!claimed) return (await loadCustomer(db, client.id))!;
    row = claimed;
  }

  let customerId: string;
  try {
    ({ id: customerId } = await payments.createCustomer({ clientId: client.id, name: client.name, email: client.email }));
  } catch (err) {
    deps.log.error(`Stripe customer creation failed for client ${client.id}`, err);
    // Release the lock so that a retry can try again (Stripe's idempotency key keeps it to one customer).
    await db.delete(stripeCustomers).where(and(eq(stripeCustomers.id, row.id), eq(stripeCustomers.status, 'pending')));
    throw paymentFailed('Failed to create Stripe customer');
  }
  const complete = (tx: Tx) =>
    tx
      .update(stripeCustomers)
      .set({ status: 'completed', stripeCustomerId: customerId, updatedAt: new Date() })
      .where(eq(stripeCustomers.id, row.id));
  await writeRecorded(db, complete, {
    actorId: user.id,
    action: 'stripe_customer.created',
    entityType: 'client',
    entityId: client.id,
    clientId: client.id,
    summary: `Created the Stripe customer for ${client.name}`,
  });
  return (await loadCustomer(db, client.id))!;
}
