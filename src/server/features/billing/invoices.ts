/** Billing: creating an invoice (manual or at Stripe) and its e-mail; marking a manual invoice paid or void. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatMoney } from '../../../shared/money';
import { DEFAULT_ITEM_NAME, toMinor, type CreateInvoice, type InvoiceDto } from '../../../shared/schemas/billing';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import { invoiceItems, invoices } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import type { RemoteInvoice } from '../../integrations/payments';
import { notify } from '../../notifications/notify';
import { billingClient, paymentFailed, requireCreate, requireStripe } from './billing-access';
import { getInvoice, loadCustomer } from './read-billing';
import { applyRemote } from './stripe-webhook';

/** For routes: who may change this invoice, answered (403/404) before the body is read. */
export async function authorizeInvoiceChange(deps: AppDeps, user: CurrentUser, invoiceId: string) {
  await getInvoice(deps, user, invoiceId);
  requireCreate(user);
}

// ---------------------------------------------------------------- invoices

export async function createInvoice(deps: AppDeps, user: CurrentUser, clientId: string, input: CreateInvoice): Promise<InvoiceDto> {
  const { db } = deps.database;
  const client = await billingClient(db, user, clientId);
  requireCreate(user);
  const lines = input.items.map((item) => ({
    description: item.description || DEFAULT_ITEM_NAME,
    quantity: item.quantity,
    unitAmountMinor: toMinor(item.amount),
  }));
  if (lines.some((l) => l.unitAmountMinor <= 0)) {
    throw new AppError(400, 'validation_failed', 'Some fields are invalid.', { items: 'Every amount must be at least 0.01' });
  }
  const amountMinor = lines.reduce((sum, l) => sum + l.unitAmountMinor * l.quantity, 0);

  let customerId: string | null = null;
  if (deps.payments.mode === 'stripe') {
    const customer = await loadCustomer(db, client.id);
    if (customer?.status !== 'completed' || !customer.stripeCustomerId) {
      throw conflict('Create the Stripe customer for this client first.');
    }
    customerId = customer.stripeCustomerId;
  }

  const invoiceId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoices)
      .values({
        clientId: client.id,
        description: input.description,
        amountMinor,
        currency: input.currency,
        // Manual invoices are issued at once; a Stripe invoice stays draft until Stripe finalizes it.
        status: customerId ? 'draft' : 'open',
        dueDate: input.dueDate,
        createdById: user.id,
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceItems).values(lines.map((l, position) => ({ invoiceId: row!.id, position, ...l })));
    if (!customerId) {
      await tx
        .update(invoices)
        .set({ invoiceNumber: sql`'INV-' || upper(substr(replace(${invoices.id}::text, '-', ''), 1, 8))` })
        .where(eq(invoices.id, row!.id));
    }
    return row!.id;
  });

  if (customerId) {
    const payments = requireStripe(deps);
    let remote: RemoteInvoice;
    try {
      remote = await payments.createInvoice({
        invoiceId,
        customerId,
        currency: input.currency,
        description: input.description,
        dueDate: input.dueDate,
        lines,
        send: input.sendEmail,
      });
    } catch (err) {
      deps.log.error(`Stripe invoice creation failed for client ${client.id}`, err);
      // Nothing half-made is shown as an invoice: the local row goes, and the form can be sent again.
      await db.delete(invoices).where(eq(invoices.id, invoiceId));
      throw paymentFailed('Failed to create invoice');
    }
    await db
      .update(invoices)
      .set({
        stripeInvoiceId: remote.id,
        invoiceNumber: remote.number,
        hostedInvoiceUrl: remote.hostedInvoiceUrl,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, invoiceId));
    // Forward only: a webhook may already have moved it on (paid) while we waited for Stripe's answer.
    await applyRemote(db, remote);
  }

  const invoice = await getInvoice(deps, user, invoiceId);
  await recordActivity(db, {
    actorId: user.id,
    action: 'invoice.created',
    entityType: 'invoice',
    entityId: invoice.id,
    clientId: client.id,
    summary: `Created invoice ${invoice.invoiceNumber ?? ''} for ${client.name}`.replace('  ', ' '),
    metadata: { amountMinor, currency: input.currency },
  });
  if (input.sendEmail) await mailInvoice(deps, client, invoice);
  // The billing contact's e-mail above is the invoice itself; this tells the company's portal users it is there.
  await notify(deps, {
    kind: 'invoice_created',
    to: { clientId: client.id },
    actorId: user.id,
    title: `New invoice ${invoice.invoiceNumber ?? ''} for ${client.name}`.replace('  ', ' '),
    body: `An invoice of ${formatMoney(invoice.amountMinor, invoice.currency)} is due on ${invoice.dueDate}.`,
    mailText: [
      `An invoice of ${formatMoney(invoice.amountMinor, invoice.currency)} for ${client.name} is due on ${invoice.dueDate}.`,
      ...(invoice.hostedInvoiceUrl ? ['', `View and pay it at Stripe: ${invoice.hostedInvoiceUrl}`] : []),
    ].join('\n'),
    link: '/client-billing',
    entityType: 'invoice',
    entityId: invoice.id,
  });
  return invoice;
}

async function mailInvoice(deps: AppDeps, client: { name: string; email: string; contactPerson: string }, invoice: InvoiceDto) {
  const link = invoice.hostedInvoiceUrl ?? `${deps.env.APP_URL}/client-billing`;
  const lines = invoice.items.map((i) => `- ${i.description}: ${i.quantity} x ${formatMoney(i.unitAmountMinor, invoice.currency)}`);
  try {
    await deps.mailer.send({
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
  } catch (err) {
    // The invoice exists either way; a mail failure must not turn it into an error.
    deps.log.error(`Invoice e-mail to ${client.email} failed`, err);
  }
}

/** Manual mode: staff mark an open invoice paid or void. With Stripe connected, Stripe owns the status. */
export async function setInvoiceStatus(deps: AppDeps, user: CurrentUser, invoiceId: string, status: 'paid' | 'void'): Promise<InvoiceDto> {
  const { db } = deps.database;
  requireCreate(user);
  const current = await getInvoice(deps, user, invoiceId);
  if (deps.payments.mode === 'stripe' && current.stripeInvoiceId) {
    throw conflict('This invoice is managed by Stripe; its status follows Stripe.');
  }
  const [updated] = await db
    .update(invoices)
    .set({ status, paidAt: status === 'paid' ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, ['draft', 'open', 'uncollectible'])))
    .returning({ id: invoices.id });
  if (!updated) throw conflict(`This invoice is already ${current.status}.`);
  await recordActivity(db, {
    actorId: user.id,
    action: status === 'paid' ? 'invoice.paid' : 'invoice.voided',
    entityType: 'invoice',
    entityId: invoiceId,
    clientId: current.clientId,
    summary: `Marked invoice ${current.invoiceNumber ?? ''} ${status}`.replace('  ', ' '),
  });
  return getInvoice(deps, user, invoiceId);
}
