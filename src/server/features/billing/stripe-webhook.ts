/** Billing: Stripe's status updates, by webhook or by the reconciling sync, applied forward only. */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '@shared/enums';
import { UNSETTLED_STATUSES } from '@shared/policies/invoices';
import { UUID_PATTERN } from '@shared/schemas/list';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import type { DbOrTx, Tx } from '../../db/transaction';
import { invoices, stripeEvents } from '../../db/schema';
import { AppError } from '../../errors';
import type { RemoteInvoice } from '../../integrations/payments';
import { billingClient, paymentFailed, requireCreate, requireStripe } from './billing-access';
import { announceIssuedInvoice } from './invoice-notice';
import { emitInvoiceEvent } from './invoice-events';
import { recordStripePayment, recordStripeRefund } from './payments/stripe-money';

// ---------------------------------------------------------------- Stripe status updates

/** Statuses an invoice may move to from each status: paid and void are final, so a late 'open' never undoes them. */
const LATER: Record<InvoiceStatus, InvoiceStatus[]> = {
  draft: ['open', 'partially_paid', 'paid', 'void', 'uncollectible'],
  open: ['partially_paid', 'paid', 'void', 'uncollectible'],
  partially_paid: ['paid', 'void', 'uncollectible'],
  uncollectible: ['paid', 'void'],
  paid: [],
  void: [],
};

/**
 * Our row for a Stripe invoice: by its Stripe id, or, for an event that arrives before we stored that id, by our id
 * in the invoice's metadata.
 */
function matchesRemote(remote: RemoteInvoice): SQL {
  const byStripeId = eq(invoices.stripeInvoiceId, remote.id);
  if (!remote.localId || !UUID_PATTERN.test(remote.localId)) return byStripeId;
  return or(byStripeId, and(eq(invoices.id, remote.localId), sql`${invoices.stripeInvoiceId} is null`))!;
}

/**
 * Applies Stripe's view of an invoice, forward only. Returns the local invoice when it changed, with `issuedNow` when
 * this very write took it out of draft (so whoever applied it announces it to the client, once).
 */
export async function applyRemote(db: DbOrTx, remote: RemoteInvoice) {
  const issues = remote.status !== 'draft' && remote.status !== 'void';
  const earlier = (Object.keys(LATER) as InvoiceStatus[]).filter((from) => LATER[from].includes(remote.status));
  if (!earlier.length) return null;
  const [changed] = await db
    .update(invoices)
    .set({
      status: remote.status,
      paidAt: remote.status === 'paid' ? (remote.paidAt ?? new Date()) : null,
      // Ours wins: Stripe was sent our number (decision 0024); Stripe's only fills an invoice made before that.
      invoiceNumber: sql`coalesce(${invoices.invoiceNumber}, ${remote.number})`,
      issuedAt: issues ? sql`coalesce(${invoices.issuedAt}, now())` : invoices.issuedAt,
      hostedInvoiceUrl: sql`coalesce(${remote.hostedInvoiceUrl}, ${invoices.hostedInvoiceUrl})`,
      stripeInvoiceId: remote.id,
      updatedAt: new Date(),
    })
    .where(and(matchesRemote(remote), inArray(invoices.status, earlier)))
    // now() is the transaction's start: equal only when this statement set issued_at.
    .returning({
      id: invoices.id,
      clientId: invoices.clientId,
      number: invoices.invoiceNumber,
      issuedNow: sql<boolean>`coalesce(${invoices.issuedAt} = now(), false)`,
    });
  return changed ? { ...changed, issuedNow: Boolean(changed.issuedNow) } : null;
}

/** Stripe moved it to paid (no money of ours to record: paid out of band) or void: its activity entry and webhook event. */
async function recordPayment(
  deps: AppDeps,
  db: DbOrTx,
  changed: { id: string; clientId: string; number: string | null },
  status: InvoiceStatus,
  source: string,
) {
  if (status !== 'paid' && status !== 'void') return;
  await emitInvoiceEvent(deps, db, status === 'paid' ? 'invoice.paid' : 'invoice.voided', changed.id);
  await recordActivity(db, {
    actorId: null,
    action: status === 'paid' ? 'invoice.paid' : 'invoice.voided',
    entityType: 'invoice',
    entityId: changed.id,
    clientId: changed.clientId,
    summary: `Invoice ${changed.number ?? ''} ${status === 'paid' ? 'was paid' : 'was voided'} (${source})`.replace('  ', ' '),
  });
}

/**
 * Stripe's view of one invoice and its activity entry, in the caller's transaction: both or neither. Money Stripe
 * collected becomes payment rows through the ledger (decision 0054), which moves the status to partially paid or paid
 * as a payment typed by staff does; the status itself is applied here only up to 'open' then.
 */
async function applyRecorded(deps: AppDeps, tx: Tx, remote: RemoteInvoice, source: string) {
  const collected = remote.amountPaidMinor > 0 && (remote.status === 'paid' || remote.status === 'open');
  const changed = await applyRemote(tx, collected ? { ...remote, status: 'open' } : remote);
  if (changed && !collected) await recordPayment(deps, tx, changed, remote.status, source);
  const paid = collected ? await recordStripePayment(deps, tx, remote) : false;
  return changed ?? (paid ? { id: '', issuedNow: false } : null);
}

/** A verified Stripe event, applied once: the event id is stored in the same transaction as its effect. */
export async function handleStripeWebhook(deps: AppDeps, rawBody: string, signature: string | undefined) {
  const payments = requireStripe(deps);
  // 503 so that Stripe keeps retrying until the secret is configured, rather than losing the event.
  if (!payments.webhooksEnabled) throw new AppError(503, 'webhooks_not_configured', 'errors.billing.stripeWebhooksConfiguredSet');
  let event;
  try {
    event = payments.parseWebhook(rawBody, signature ?? '');
  } catch {
    throw new AppError(400, 'invalid_signature', 'errors.billing.stripeSignatureDoesMatch');
  }
  return deps.database.db.transaction(async (tx) => {
    const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!fresh) return { received: true, duplicate: true };
    if (event.invoice && event.type.startsWith('invoice.')) {
      const changed = await applyRecorded(deps, tx, event.invoice, 'Stripe');
      // The client's users hear of the invoice once it is theirs to see, in the same transaction (decision 0031).
      if (changed?.issuedNow) await announceIssuedInvoice(deps, tx, changed.id, null, { mailBillingContact: false });
    }
    if (event.charge && event.type === 'charge.refunded') await recordStripeRefund(deps, tx, event.charge);
    return { received: true, duplicate: false };
  });
}

/** 'Sync with Stripe': asks Stripe for every unsettled invoice of the client, for webhooks that never came. */
export async function syncInvoices(deps: AppDeps, user: CurrentUser, clientId: string) {
  const { db } = deps.database;
  const client = await billingClient(db, user, clientId);
  requireCreate(user);
  const payments = requireStripe(deps);
  const unsettled = await db
    .select({ stripeInvoiceId: invoices.stripeInvoiceId })
    .from(invoices)
    .where(
      and(
        eq(invoices.clientId, client.id),
        inArray(invoices.status, [...UNSETTLED_STATUSES]),
        sql`${invoices.stripeInvoiceId} is not null`,
      ),
    )
    .orderBy(asc(invoices.createdAt))
    .limit(200);
  let updated = 0;
  for (const { stripeInvoiceId } of unsettled) {
    let remote: RemoteInvoice;
    try {
      remote = await payments.retrieveInvoice(stripeInvoiceId!);
    } catch (err) {
      deps.log.error(`Stripe invoice ${stripeInvoiceId} could not be read`, err);
      throw paymentFailed('Failed to fetch invoices from Stripe');
    }
    const changed = await db.transaction(async (tx) => {
      const applied = await applyRecorded(deps, tx, remote, 'sync');
      if (applied?.issuedNow) await announceIssuedInvoice(deps, tx, applied.id, user.id, { mailBillingContact: false });
      return applied;
    });
    if (changed) updated += 1;
  }
  return { checked: unsettled.length, updated };
}
