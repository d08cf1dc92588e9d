/**
 * Billing: the client's Stripe customer, invoices with line items, their totals (SQL aggregates), Stripe webhooks and
 * the reconciling sync. Admins see every client; client users read their own company only; everyone else 403.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Currency, InvoiceStatus } from '../../../shared/enums';
import { can } from '../../../shared/permissions';
import { UUID_PATTERN } from '../../../shared/schemas/list';
import {
  DEFAULT_ITEM_NAME,
  toMinor,
  type Billing,
  type CreateInvoice,
  type InvoiceDto,
  type InvoiceTotals,
  type StripeCustomerDto,
} from '../../../shared/schemas/billing';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, invoiceItems, invoices, stripeCustomers, stripeEvents } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import type { RemoteInvoice, StripePayments } from '../../integrations/payments';
import { invoicePdf } from './invoice-pdf';

/** A pending customer row older than this is taken to be an interrupted attempt and is retried. */
const STALE_PENDING_SECONDS = 60;

const paymentFailed = (message: string) => new AppError(502, 'payment_provider_error', message);

function canReadAll(user: CurrentUser) {
  return can(user.role, 'financials.view');
}

/** The client whose billing the user may read: any for admins, their own company for client users, else 403/404. */
async function billingClient(db: Db, user: CurrentUser, clientId: string) {
  if (!canReadAll(user) && !can(user.role, 'billing.view')) throw forbidden();
  if (!canReadAll(user) && user.clientId !== clientId) throw notFound('Client');
  const [client] = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, contactPerson: clients.contactPerson })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) throw notFound('Client');
  return client;
}

function requireCreate(user: CurrentUser) {
  if (!can(user.role, 'invoices.create')) throw forbidden();
}

/** For routes: who may change this client's billing, answered (403/404) before the body is read. */
export async function authorizeBillingChange(deps: AppDeps, user: CurrentUser, clientId: string) {
  await billingClient(deps.database.db, user, clientId);
  requireCreate(user);
}

/** For routes: who may change this invoice, answered (403/404) before the body is read. */
export async function authorizeInvoiceChange(deps: AppDeps, user: CurrentUser, invoiceId: string) {
  await getInvoice(deps, user, invoiceId);
  requireCreate(user);
}

function requireStripe(deps: AppDeps): StripePayments {
  if (deps.payments.mode !== 'stripe') throw conflict('Online payment is not connected: no Stripe key is configured.');
  return deps.payments;
}

// ---------------------------------------------------------------- reading

const isOverdue = sql<boolean>`(${invoices.status} = 'open' and ${invoices.dueDate} < current_date)`;

async function loadInvoices(db: Db, where: SQL): Promise<InvoiceDto[]> {
  const rows = await db
    .select({
      id: invoices.id,
      clientId: invoices.clientId,
      invoiceNumber: invoices.invoiceNumber,
      description: invoices.description,
      amountMinor: invoices.amountMinor,
      currency: invoices.currency,
      status: invoices.status,
      overdue: isOverdue,
      dueDate: invoices.dueDate,
      paidAt: invoices.paidAt,
      hostedInvoiceUrl: invoices.hostedInvoiceUrl,
      stripeInvoiceId: invoices.stripeInvoiceId,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db
        .select({
          id: invoiceItems.id,
          invoiceId: invoiceItems.invoiceId,
          description: invoiceItems.description,
          quantity: invoiceItems.quantity,
          unitAmountMinor: invoiceItems.unitAmountMinor,
        })
        .from(invoiceItems)
        .where(inArray(invoiceItems.invoiceId, ids))
        .orderBy(asc(invoiceItems.position))
    : [];
  return rows.map((r) => ({
    ...r,
    currency: r.currency as Currency,
    status: r.status as InvoiceStatus,
    overdue: Boolean(r.overdue),
    paidAt: r.paidAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    items: items
      .filter((i) => i.invoiceId === r.id)
      .map(({ invoiceId: _invoiceId, ...item }) => item),
  }));
}

async function loadCustomer(db: Db, clientId: string): Promise<StripeCustomerDto | null> {
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.clientId, clientId));
  if (!row) return null;
  return {
    status: row.status as StripeCustomerDto['status'],
    stripeCustomerId: row.stripeCustomerId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getBilling(deps: AppDeps, user: CurrentUser, clientId: string): Promise<Billing> {
  const { db } = deps.database;
  const client = await billingClient(db, user, clientId);
  // Per currency, converted never: the cards show USD and the other currencies are listed beside them (decision 0010).
  const sums = await db
    .select({
      currency: invoices.currency,
      totalAmount: sql<string>`coalesce(sum(${invoices.amountMinor}) filter (where ${invoices.status} <> 'void'), 0)`,
      totalCount: sql<number>`count(*) filter (where ${invoices.status} <> 'void')`,
      paidAmount: sql<string>`coalesce(sum(${invoices.amountMinor}) filter (where ${invoices.status} = 'paid'), 0)`,
      paidCount: sql<number>`count(*) filter (where ${invoices.status} = 'paid')`,
      openAmount: sql<string>`coalesce(sum(${invoices.amountMinor}) filter (where ${invoices.status} = 'open'), 0)`,
      openCount: sql<number>`count(*) filter (where ${invoices.status} = 'open')`,
      overdueAmount: sql<string>`coalesce(sum(${invoices.amountMinor}) filter (where ${isOverdue}), 0)`,
      overdueCount: sql<number>`count(*) filter (where ${isOverdue})`,
    })
    .from(invoices)
    .where(eq(invoices.clientId, client.id))
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
  const total = (amount: string | number, count: number) => ({ amountMinor: Number(amount), count: Number(count) });
  const toTotals = (t: (typeof sums)[number] | undefined): InvoiceTotals => ({
    total: total(t?.totalAmount ?? 0, t?.totalCount ?? 0),
    paid: total(t?.paidAmount ?? 0, t?.paidCount ?? 0),
    outstanding: total(t?.openAmount ?? 0, t?.openCount ?? 0),
    overdue: total(t?.overdueAmount ?? 0, t?.overdueCount ?? 0),
  });
  const manage = can(user.role, 'invoices.create');
  return {
    mode: deps.payments.mode,
    client: { id: client.id, name: client.name },
    customer: await loadCustomer(db, client.id),
    invoices: await loadInvoices(db, eq(invoices.clientId, client.id)),
    totals: toTotals(sums.find((row) => row.currency === 'USD')),
    otherCurrencies: sums
      .filter((row) => row.currency !== 'USD')
      .map((row) => ({ currency: row.currency as Currency, ...toTotals(row) })),
    abilities: { createInvoice: manage, manageStatus: manage && deps.payments.mode === 'manual' },
  };
}

/** One invoice with its items, for Invoice Details; an invoice of another company is not found. */
export async function getInvoice(deps: AppDeps, user: CurrentUser, invoiceId: string): Promise<InvoiceDto> {
  const { db } = deps.database;
  if (!canReadAll(user) && !can(user.role, 'billing.view')) throw forbidden();
  const scope = canReadAll(user) ? eq(invoices.id, invoiceId) : and(eq(invoices.id, invoiceId), eq(invoices.clientId, user.clientId ?? ''))!;
  const [invoice] = await loadInvoices(db, scope);
  if (!invoice) throw notFound('Invoice');
  return invoice;
}

/** The invoice as a one-page PDF, for whoever may read it. */
export async function getInvoicePdf(deps: AppDeps, user: CurrentUser, invoiceId: string) {
  const invoice = await getInvoice(deps, user, invoiceId);
  const [client] = await deps.database.db.select({ name: clients.name }).from(clients).where(eq(clients.id, invoice.clientId));
  // The sender's display name in MAIL_FROM ("Northwind Studio <no-reply@...>") is the agency's name.
  const seller = /^\s*"?([^"<]+?)"?\s*</.exec(deps.env.MAIL_FROM)?.[1] ?? new URL(deps.env.APP_URL).hostname;
  const name = (invoice.invoiceNumber ?? invoice.id).replace(/[^A-Za-z0-9-]/g, '');
  return { filename: `invoice-${name}.pdf`, body: invoicePdf({ invoice, clientName: client?.name ?? '', seller }) };
}

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
    if (!existing) throw conflict('The Stripe customer changed meanwhile; try again.');
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
  await db
    .update(stripeCustomers)
    .set({ status: 'completed', stripeCustomerId: customerId, updatedAt: new Date() })
    .where(eq(stripeCustomers.id, row.id));
  await recordActivity(db, {
    actorId: user.id,
    action: 'stripe_customer.created',
    entityType: 'client',
    entityId: client.id,
    clientId: client.id,
    summary: `Created the Stripe customer for ${client.name}`,
  });
  return (await loadCustomer(db, client.id))!;
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
  return invoice;
}

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100);

async function mailInvoice(deps: AppDeps, client: { name: string; email: string; contactPerson: string }, invoice: InvoiceDto) {
  const link = invoice.hostedInvoiceUrl ?? `${deps.env.APP_URL}/client-billing`;
  const lines = invoice.items.map((i) => `- ${i.description}: ${i.quantity} x ${money(i.unitAmountMinor, invoice.currency)}`);
  try {
    await deps.mailer.send({
      to: client.email,
      subject: `Invoice ${invoice.invoiceNumber ?? ''} for ${client.name}`.replace('  ', ' '),
      text: [
        `Hello ${client.contactPerson},`,
        '',
        `A new invoice of ${money(invoice.amountMinor, invoice.currency)} is due on ${invoice.dueDate}.`,
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

// ---------------------------------------------------------------- Stripe status updates

/** Statuses an invoice may move to from each status: paid and void are final, so a late 'open' never undoes them. */
const LATER: Record<InvoiceStatus, InvoiceStatus[]> = {
  draft: ['open', 'paid', 'void', 'uncollectible'],
  open: ['paid', 'void', 'uncollectible'],
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

/** Applies Stripe's view of an invoice, forward only. Returns the local invoice when it changed. */
async function applyRemote(db: Db, remote: RemoteInvoice) {
  const earlier = (Object.keys(LATER) as InvoiceStatus[]).filter((from) => LATER[from].includes(remote.status));
  if (!earlier.length) return null;
  const [changed] = await db
    .update(invoices)
    .set({
      status: remote.status,
      paidAt: remote.status === 'paid' ? (remote.paidAt ?? new Date()) : null,
      invoiceNumber: sql`coalesce(${invoices.invoiceNumber}, ${remote.number})`,
      hostedInvoiceUrl: sql`coalesce(${remote.hostedInvoiceUrl}, ${invoices.hostedInvoiceUrl})`,
      stripeInvoiceId: remote.id,
      updatedAt: new Date(),
    })
    .where(and(matchesRemote(remote), inArray(invoices.status, earlier)))
    .returning({ id: invoices.id, clientId: invoices.clientId, number: invoices.invoiceNumber });
  return changed ?? null;
}

async function recordPayment(db: Db, changed: { id: string; clientId: string; number: string | null }, status: InvoiceStatus, source: string) {
  if (status !== 'paid' && status !== 'void') return;
  await recordActivity(db, {
    actorId: null,
    action: status === 'paid' ? 'invoice.paid' : 'invoice.voided',
    entityType: 'invoice',
    entityId: changed.id,
    clientId: changed.clientId,
    summary: `Invoice ${changed.number ?? ''} ${status === 'paid' ? 'was paid' : 'was voided'} (${source})`.replace('  ', ' '),
  });
}

export class InvalidSignature extends Error {}

/** A verified Stripe event, applied once: the event id is stored in the same transaction as its effect. */
export async function handleStripeWebhook(deps: AppDeps, rawBody: string, signature: string | undefined) {
  const payments = requireStripe(deps);
  // 503 so that Stripe keeps retrying until the secret is configured, rather than losing the event.
  if (!payments.webhooksEnabled) throw new AppError(503, 'webhooks_not_configured', 'Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET.');
  let event;
  try {
    event = payments.parseWebhook(rawBody, signature ?? '');
  } catch {
    throw new AppError(400, 'invalid_signature', 'The Stripe signature does not match.');
  }
  return deps.database.db.transaction(async (tx) => {
    const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!fresh) return { received: true, duplicate: true };
    if (event.invoice && event.type.startsWith('invoice.')) {
      const changed = await applyRemote(tx as unknown as Db, event.invoice);
      if (changed) await recordPayment(tx as unknown as Db, changed, event.invoice.status, 'Stripe');
    }
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
    .where(and(eq(invoices.clientId, client.id), inArray(invoices.status, ['draft', 'open', 'uncollectible']), sql`${invoices.stripeInvoiceId} is not null`))
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
    const changed = await applyRemote(db, remote);
    if (changed) {
      updated += 1;
      await recordPayment(db, changed, remote.status, 'sync');
    }
  }
  return { checked: unsettled.length, updated };
}
