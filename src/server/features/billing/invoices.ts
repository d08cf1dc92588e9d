/** Billing: creating an invoice (manual or at Stripe) and its e-mail; issuing a manual draft, marking it paid or void. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatMoney } from '../../../shared/money';
import type { InvoiceStatus } from '../../../shared/enums';
import { statusChangeRefusal, UNSETTLED_STATUSES } from '../../../shared/policies/invoices';
import { DEFAULT_ITEM_NAME, toMinor, type CreateInvoice, type InvoiceDto } from '../../../shared/schemas/billing';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import { invoiceItems, invoices } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/transaction';
import { AppError, conflict } from '../../errors';
import type { RemoteInvoice } from '../../integrations/payments';
import { enqueueMail } from '../../jobs/mail-jobs';
import { billingClient, paymentFailed, requireCreate, requireStripe } from './billing-access';
import { announceIssuedInvoice } from './invoice-notice';
import { allocateInvoiceNumber, releaseInvoiceNumber } from './invoice-number';
import { getInvoice, loadCustomer, loadInvoices } from './read-billing';
import { applyRemote } from './stripe-webhook';

/** For routes: who may change this invoice, answered (403/404) before the body is read. */
export async function authorizeInvoiceChange(deps: AppDeps, user: CurrentUser, invoiceId: string) {
  await getInvoice(deps, user, invoiceId);
  requireCreate(user);
}

// ---------------------------------------------------------------- invoices

export async function createInvoice(deps: AppDeps, user: CurrentUser, clientId: string, input: CreateInvoice): Promise<InvoiceDto> {
  const client = await billingClient(deps.database.db, user, clientId);
  requireCreate(user);
  const lines = input.items.map((item) => ({
    description: item.description || DEFAULT_ITEM_NAME,
    quantity: item.quantity,
    unitAmountMinor: toMinor(item.amount),
  }));
  if (lines.some((l) => l.unitAmountMinor <= 0)) {
    throw new AppError(400, 'validation_failed', 'Some fields are invalid.', { items: 'Every unit price must be at least 0.01' });
  }
  return createInvoiceOfLines(deps, user, client, { ...input, lines });
}

export interface InvoiceLineMinor {
  description: string;
  quantity: number;
  unitAmountMinor: number;
}

export interface PreparedInvoice {
  currency: CreateInvoice['currency'];
  description: string | null;
  dueDate: string;
  sendEmail: boolean;
  lines: InvoiceLineMinor[];
}

/**
 * Creates an invoice of lines already in minor units, for a client the caller may bill. `withinCreation` runs in the
 * transaction that inserts the invoice (Invoice time marks its entries there, decision 0049): when it throws, the
 * invoice and its number roll back with it.
 */
export async function createInvoiceOfLines(
  deps: AppDeps,
  user: CurrentUser,
  client: { id: string; name: string; email: string; contactPerson: string },
  input: PreparedInvoice,
  withinCreation?: (tx: Tx, invoiceId: string) => Promise<void>,
): Promise<InvoiceDto> {
  const { db } = deps.database;
  const { lines } = input;
  const amountMinor = lines.reduce((sum, l) => sum + l.unitAmountMinor * l.quantity, 0);

  let customerId: string | null = null;
  if (deps.payments.mode === 'stripe') {
    const customer = await loadCustomer(db, client.id);
    if (customer?.status !== 'completed' || !customer.stripeCustomerId) {
      throw conflict('Create the Stripe customer for this client first.');
    }
    customerId = customer.stripeCustomerId;
  }

  // The activity entry and the client's e-mail (a job, decision 0031) commit with the invoice's last write: its creation
  // in manual mode, Stripe's answer otherwise (decision 0032).
  const recordCreated = async (tx: Tx, id: string) => {
    const [invoice] = await loadInvoices(tx, eq(invoices.id, id));
    await recordActivity(tx, {
      actorId: user.id,
      action: 'invoice.created',
      entityType: 'invoice',
      entityId: id,
      clientId: client.id,
      summary: `Created invoice ${invoice!.invoiceNumber ?? ''} for ${client.name}`.replace('  ', ' '),
      metadata: { amountMinor, currency: input.currency },
    });
    if (input.sendEmail) await mailInvoice(deps, tx, client, invoice!);
  };

  // The number comes from the agency's one sequence, in the same transaction as the invoice (decision 0024).
  const prefix = deps.env.INVOICE_NUMBER_PREFIX;
  const { invoiceId, sequence, invoiceNumber } = await db.transaction(async (tx) => {
    const allocated = await allocateInvoiceNumber(tx, prefix);
    const [row] = await tx
      .insert(invoices)
      .values({
        clientId: client.id,
        invoiceNumber: allocated.number,
        description: input.description,
        amountMinor,
        currency: input.currency,
        // Manual invoices are issued at once; a Stripe invoice stays draft (unseen by the client) until Stripe finalizes it.
        status: customerId ? 'draft' : 'open',
        issuedAt: customerId ? null : new Date(),
        dueDate: input.dueDate,
        createdById: user.id,
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceItems).values(lines.map((l, position) => ({ invoiceId: row!.id, position, ...l })));
    if (withinCreation) await withinCreation(tx, row!.id);
    if (!customerId) {
      await recordCreated(tx, row!.id);
      await announceIssuedInvoice(deps, tx, row!.id, user.id);
    }
    return { invoiceId: row!.id, sequence: allocated.n, invoiceNumber: allocated.number };
  });

  if (customerId) {
    const payments = requireStripe(deps);
    let remote: RemoteInvoice;
    try {
      remote = await payments.createInvoice({
        invoiceId,
        number: invoiceNumber,
        customerId,
        currency: input.currency,
        description: input.description,
        dueDate: input.dueDate,
        lines,
        send: input.sendEmail,
      });
    } catch (err) {
      deps.log.error(`Stripe invoice creation failed for client ${client.id}`, err);
      // Nothing half-made is shown as an invoice: the local row goes, its number with it, and the form can be sent again.
      await db.transaction(async (tx) => {
        await tx.delete(invoices).where(eq(invoices.id, invoiceId));
        await releaseInvoiceNumber(tx, sequence);
      });
      throw paymentFailed('Failed to create invoice');
    }
    await db.transaction(async (tx) => {
      await tx
        .update(invoices)
        .set({ stripeInvoiceId: remote.id, hostedInvoiceUrl: remote.hostedInvoiceUrl, updatedAt: new Date() })
        .where(eq(invoices.id, invoiceId));
      // Forward only: a webhook may already have moved it on (and announced it) while we waited for Stripe's answer.
      const issued = (await applyRemote(tx, remote))?.issuedNow ?? false;
      await recordCreated(tx, invoiceId);
      if (issued) await announceIssuedInvoice(deps, tx, invoiceId, user.id);
    });
  }

  return getInvoice(deps, user, invoiceId);
}

async function mailInvoice(deps: AppDeps, db: DbOrTx, client: { name: string; email: string; contactPerson: string }, invoice: InvoiceDto) {
  const link = invoice.hostedInvoiceUrl ?? `${deps.env.APP_URL}/client-billing`;
  const lines = invoice.items.map((i) => `- ${i.description}: ${i.quantity} x ${formatMoney(i.unitAmountMinor, invoice.currency)}`);
  await enqueueMail(deps.jobs, db, 'email.invoice', {
    to: client.email,
    subject: `Invoice ${invoice.invoiceNumber ?? ''} for ${client.name}`.replace('  ', ' '),
    text: [
      `Hello ${client.contactPerson},`,
      '',
      `A new invoice of ${formatMoney(invoice.amountMinor, invoice.currency)} is due on ${invoice.dueDate}.`,
      '',
      ...lines,
      '',
      deps.payments.mode === 'stripe' ? `View and pay it here: ${link}` : `View it here: ${link}`,
    ].join('\n'),
  });
}

/**
 * Manual mode: staff issue a draft ('open': its client sees it from then on), or mark an invoice paid or void. With
 * Stripe connected, Stripe owns the status.
 */
export async function setInvoiceStatus(deps: AppDeps, user: CurrentUser, invoiceId: string, status: 'open' | 'paid' | 'void'): Promise<InvoiceDto> {
  const { db } = deps.database;
  requireCreate(user);
  const current = await getInvoice(deps, user, invoiceId);
  // Stripe holds it: its status follows Stripe (the caller may create invoices: checked above).
  const refusal = statusChangeRefusal(user, current, deps.payments.mode);
  if (refusal) throw conflict(refusal);
  // In the WHERE, so two admins settling it at once cannot both succeed (the policy's flags say the same).
  const from: InvoiceStatus[] = status === 'open' ? ['draft'] : [...UNSETTLED_STATUSES];
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(invoices)
      .set({
        status,
        paidAt: status === 'paid' ? new Date() : null,
        // A draft voided before it was issued stays unseen by its client.
        issuedAt: status === 'void' ? invoices.issuedAt : sql`coalesce(${invoices.issuedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, from)))
      .returning({ id: invoices.id });
    if (!updated) throw conflict(status === 'open' ? 'Only a draft can be issued.' : `This invoice is already ${current.status}.`);
    const number = current.invoiceNumber ?? '';
    await recordActivity(tx, {
      actorId: user.id,
      action: status === 'open' ? 'invoice.issued' : status === 'paid' ? 'invoice.paid' : 'invoice.voided',
      entityType: 'invoice',
      entityId: invoiceId,
      clientId: current.clientId,
      summary: (status === 'open' ? `Issued invoice ${number}` : `Marked invoice ${number} ${status}`).replace('  ', ' '),
    });
    if (current.issuedAt === null && status !== 'void') await announceIssuedInvoice(deps, tx, invoiceId, user.id);
  });
  return getInvoice(deps, user, invoiceId);
}
