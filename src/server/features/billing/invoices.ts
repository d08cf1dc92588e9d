/** Billing: creating an invoice (manual or at Stripe) and its e-mails; issuing a manual draft, marking it paid or void. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { statusChangeRefusal, UNSETTLED_STATUSES } from '@shared/policies/invoices';
import {
  DEFAULT_ITEM_NAME,
  discountBasisPoints,
  invoiceMoneyEntries,
  invoiceTotalMessage,
  invoiceTotalMinor,
  INVOICE_LIMITS,
  quantityThousandths,
  toMinor,
  type CreateInvoice,
  type InvoiceDto,
  InvoiceItemInput as InvoiceItemInputSchema,
} from '@shared/schemas/billing';
import type { z } from 'zod';
import { formatQuantity } from '@shared/quantity';
import { formatTaxRate } from '@shared/document-totals';
import type { Currency, InvoiceStatus } from '@shared/enums';
import { amountStep, stripeAmountRefusal } from '@shared/money';
import { requireMoneyIn } from '../../money-input';
import { recordActivity } from '../../activity';
import { clientCurrency } from '../../documents/document-agency';
import { priceDocumentLines, type LineColumns, type PricedLines } from '../../documents/document-lines';
import type { AppDeps, CurrentUser } from '../../context';
import { invoiceItems, invoices } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/transaction';
import { AppError, conflict, keyed, validationFailed } from '../../errors';
import type { RemoteInvoice } from '../../integrations/payments';
import { billingClient, paymentFailed, requireCreate, requireStripe } from './billing-access';
import { announceIssuedInvoice, mailAnnouncedInvoice } from './invoice-notice';
import { emitInvoiceEvent } from './invoice-events';
import { allocateInvoiceNumber, releaseInvoiceNumber } from './invoice-number';
import { getInvoice, loadCustomer, loadInvoices } from './read-billing';
import { applyRemote } from './stripe-webhook';
import { recordPayment } from './payments/record-payment';

/** For routes: who may change this invoice, answered (403/404) before the body is read. */
export async function authorizeInvoiceChange(deps: AppDeps, user: CurrentUser, invoiceId: string) {
  await getInvoice(deps, user, invoiceId);
  requireCreate(user);
}

// ---------------------------------------------------------------- invoices

export async function createInvoice(deps: AppDeps, user: CurrentUser, clientId: string, input: CreateInvoice): Promise<InvoiceDto> {
  const client = await billingClient(deps.database.db, user, clientId);
  requireCreate(user);
  const draft = input.status === 'draft';
  // Drafts are the app's own (decision 0095): with Stripe connected, Stripe keeps an invoice's draft.
  if (draft && deps.payments.mode === 'stripe') throw conflict('errors.billing.stripeConnectedInvoicesDrafted');
  // Unless one is chosen: the client's currency, else the agency's default (decision 0052).
  const currency = input.currency ?? (await clientCurrency(deps.database.db, client.id));
  const lines = invoiceLinesOf(input.items, currency);
  // Absent: the client's own defaults (Clients > edit); null or '': none on this invoice.
  const poNumber = input.poNumber === undefined ? client.poNumber : input.poNumber || null;
  const paymentTermsDays = input.paymentTermsDays === undefined ? client.paymentTermsDays : input.paymentTermsDays;
  return createInvoiceOfLines(deps, user, client, { ...input, currency, lines, draft, poNumber, paymentTermsDays });
}

/**
 * The form's lines in minor units of the currency and thousandths (the schema has read every quantity and discount).
 * The prices' decimals and the limits are the currency's, checked here once it is known (decision 0100).
 */
export function invoiceLinesOf(items: ReadonlyArray<z.output<typeof InvoiceItemInputSchema>>, currency: Currency): InvoiceLineMinor[] {
  const total: Record<string, string> =
    invoiceTotalMinor(items, currency) > INVOICE_LIMITS.maxTotalMinor ? { items: invoiceTotalMessage(currency) } : {};
  requireMoneyIn(currency, invoiceMoneyEntries(items), total);
  const lines = items.map((item) => ({
    description: item.description || DEFAULT_ITEM_NAME,
    quantityThousandths: quantityThousandths(item.quantity),
    unit: item.unit,
    unitAmountMinor: toMinor(item.amount, currency),
    discountBasisPoints: discountBasisPoints(item.discountPercent),
    taxRateId: item.taxRateId,
  }));
  if (lines.some((l) => l.unitAmountMinor <= 0)) {
    throw new AppError(400, 'validation_failed', 'errors.validationFailed', {
      items: `Every unit price must be at least ${amountStep(currency)}`,
    });
  }
  return lines;
}

/** Prices an invoice's lines by the one rule (decision 0052); an unknown or archived tax rate is a 400. */
export function priceInvoiceLines(db: DbOrTx, lines: readonly InvoiceLineMinor[], exactVersion = false) {
  return priceDocumentLines(
    db,
    lines.map((l) => ({
      quantityThousandths: l.quantityThousandths,
      unitPriceMinor: l.unitAmountMinor,
      grossMinor: l.grossMinor,
      discountBasisPoints: l.discountBasisPoints ?? 0,
      taxRateId: l.taxRateId ?? null,
    })),
    { exactVersion },
  );
}

/** The rows of an invoice's lines, with their priced columns. */
export function invoiceItemRows(invoiceId: string, lines: readonly InvoiceLineMinor[], priced: PricedLines) {
  return lines.map((l, position) => ({
    invoiceId,
    position,
    description: l.description,
    quantityThousandths: l.quantityThousandths,
    unit: l.unit ?? null,
    unitAmountMinor: l.unitAmountMinor,
    ...priced.columns[position]!,
  }));
}

export interface InvoiceLineMinor {
  description: string;
  /** 1 unit is 1000: 7.5 hours is 7500 (decision 0095). */
  quantityThousandths: number;
  /** 'hours', 'days', 'items' or the agency's word; null: none. */
  unit?: string | null;
  unitAmountMinor: number;
  /** Hundredths of a percent off the line before tax. */
  discountBasisPoints?: number;
  /** The amount before discount when it is not quantity x price: a time line's minutes x rate / 60 (decision 0095). */
  grossMinor?: number;
  /** A tax rate of Settings > Billing; none: the line has no tax (Invoice time's lines, unless one is chosen). */
  taxRateId?: string | null;
}

export interface PreparedInvoice {
  currency: Currency;
  description: string | null;
  dueDate: string;
  sendEmail: boolean;
  lines: InvoiceLineMinor[];
  /** A recurring schedule's run: the schedule and the period it invoices (unique together, decision 0057). */
  recurringScheduleId?: string;
  periodStart?: string;
  /**
   * The lines' tax rates are used exactly as named, edited or archived since (a quote's deposit and final invoice
   * carry the rates the client signed, decision 0094); otherwise a replaced rate prices with its current version.
   */
  exactTaxVersions?: boolean;
  /** Saved as a draft (manual mode): no number until it is issued, unseen by its client, editable (decision 0095). */
  draft?: boolean;
  poNumber?: string | null;
  paymentTermsDays?: number | null;
}

export interface CreationOptions {
  /**
   * Runs in the transaction that removes the local invoice when Stripe refused to create it, so what `withinCreation`
   * wrote besides the invoice (a recurring schedule's advance) is undone with it.
   */
  onRemoteFailure?: (tx: Tx) => Promise<void>;
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
  options: CreationOptions = {},
): Promise<InvoiceDto> {
  const { db } = deps.database;
  const { lines } = input;
  // Each line's sums and the invoice's totals by the one rule (decision 0052); the rates' names and basis points are
  // copied onto the lines. An unknown or archived rate is a 400 before anything is written.
  const priced = await priceInvoiceLines(db, lines, input.exactTaxVersions ?? false);
  const amountMinor = priced.totals.amountMinor;

  let customerId: string | null = null;
  if (deps.payments.mode === 'stripe') {
    const customer = await loadCustomer(db, client.id);
    if (customer?.status !== 'completed' || !customer.stripeCustomerId) {
      throw conflict('errors.billing.createStripeCustomerClient');
    }
    customerId = customer.stripeCustomerId;
    // Each line goes to Stripe as its total with tax (stripeLines): a KWD one must end in 0 there (decision 0100).
    const refusal = priced.columns.map((c) => stripeAmountRefusal(c.totalMinor, input.currency)).find(Boolean);
    if (refusal) throw validationFailed({ items: `${refusal}: make each line's total (with its tax) end in 0` });
  }

  // The activity entry commits with the invoice's last write: its creation in manual mode, Stripe's answer otherwise
  // (decision 0032); the e-mails with its issue (announceIssuedInvoice, decision 0090).
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
    // Once, with the invoice's last write of its creation, like its activity entry (decision 0061).
    await emitInvoiceEvent(deps, tx, 'invoice.created', id);
  };

  // The number comes from the agency's one sequence, in the same transaction as the invoice (decision 0024).
  const prefix = deps.env.INVOICE_NUMBER_PREFIX;
  const draft = (input.draft ?? false) && !customerId;
  const { invoiceId, sequence, invoiceNumber } = await db.transaction(async (tx) => {
    // A draft takes its number when it is issued, so the issued invoices' numbers stay without gaps.
    const allocated = draft ? { n: 0, number: null } : await allocateInvoiceNumber(tx, prefix);
    const [row] = await tx
      .insert(invoices)
      .values({
        clientId: client.id,
        invoiceNumber: allocated.number,
        description: input.description,
        ...priced.totals,
        currency: input.currency,
        // Manual invoices are issued at once unless saved as drafts; a Stripe invoice stays draft (unseen by the client)
        // until Stripe finalizes it.
        status: customerId || draft ? 'draft' : 'open',
        issuedAt: customerId || draft ? null : new Date(),
        dueDate: input.dueDate,
        poNumber: input.poNumber ?? null,
        paymentTermsDays: input.paymentTermsDays ?? null,
        recurringScheduleId: input.recurringScheduleId ?? null,
        periodStart: input.periodStart ?? null,
        createdById: user.id,
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceItems).values(invoiceItemRows(row!.id, lines, priced));
    if (withinCreation) await withinCreation(tx, row!.id);
    if (!customerId) {
      await recordCreated(tx, row!.id);
      if (!draft) await announceIssuedInvoice(deps, tx, row!.id, user.id, { mailBillingContact: input.sendEmail });
    }
    return { invoiceId: row!.id, sequence: allocated.n, invoiceNumber: allocated.number };
  });

  if (customerId) {
    const payments = requireStripe(deps);
    let remote: RemoteInvoice;
    try {
      remote = await payments.createInvoice({
        invoiceId,
        number: invoiceNumber!,
        customerId,
        currency: input.currency,
        description: input.description,
        dueDate: input.dueDate,
        lines: stripeLines(lines, priced.columns),
      });
    } catch (err) {
      deps.log.error(`Stripe invoice creation failed for client ${client.id}`, err);
      // Nothing half-made is shown as an invoice: the local row goes, its number with it, and the form can be sent again.
      await db.transaction(async (tx) => {
        // Its time and expenses are given back by the database's triggers (migrations 0019 and 0057).
        await tx.delete(invoices).where(eq(invoices.id, invoiceId));
        await releaseInvoiceNumber(tx, sequence);
        await options.onRemoteFailure?.(tx);
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
      if (issued) await announceIssuedInvoice(deps, tx, invoiceId, user.id, { mailBillingContact: input.sendEmail });
      else if (input.sendEmail) await mailAnnouncedInvoice(deps, tx, invoiceId);
    });
  }

  return getInvoice(deps, user, invoiceId);
}

/**
 * Stripe gets each line as one amount, its total with its tax (decision 0052): Stripe's invoice total is then exactly
 * ours, whatever Stripe's own tax rounding would do. The quantity and the tax stay readable in the description.
 */
function stripeLines(lines: readonly InvoiceLineMinor[], columns: readonly LineColumns[]) {
  return lines.map((line, i) => {
    const c = columns[i]!;
    const unit = line.unit ? ` ${line.unit}` : '';
    const quantity = line.quantityThousandths !== 1000 || line.unit ? ` (x${formatQuantity(line.quantityThousandths)}${unit})` : '';
    const tax =
      c.taxName && c.taxRateMillionths > 0
        ? `, ${c.taxInclusive ? 'incl.' : 'plus'} ${c.taxName} ${formatTaxRate(c.taxRateMillionths)}`
        : '';
    return { description: `${line.description}${quantity}${tax}`, quantity: 1, unitAmountMinor: c.totalMinor };
  });
}

/**
 * Manual mode: staff issue a draft ('open': its client sees it from then on), or mark an invoice paid or void. With
 * Stripe connected, Stripe owns the status.
 */
export async function setInvoiceStatus(
  deps: AppDeps,
  user: CurrentUser,
  invoiceId: string,
  { status, reason }: { status: 'open' | 'paid' | 'void'; reason?: string },
): Promise<InvoiceDto> {
  const { db } = deps.database;
  requireCreate(user);
  const current = await getInvoice(deps, user, invoiceId);
  // Stripe holds it: its status follows Stripe (the caller may create invoices: checked above).
  const refusal = statusChangeRefusal(user, current, deps.payments.mode);
  if (refusal) throw conflict(refusal);
  // "Paid" is a payment of the whole balance, through the one money path (decision 0054), so paid always has its row.
  if (status === 'paid') {
    if (current.status === 'paid' || current.status === 'void')
      throw conflict(keyed('errors.billing.invoiceAlready', { status: current.status }));
    return recordPayment(deps, user, invoiceId, {
      amount: current.balanceMinor / 100,
      currency: current.currency,
      paidOn: new Date().toISOString().slice(0, 10),
      method: 'other',
      reference: null,
      note: 'Marked as paid',
    });
  }
  // In the WHERE, so two admins settling it at once cannot both succeed (the policy's flags say the same).
  const from: InvoiceStatus[] = status === 'open' ? ['draft'] : [...UNSETTLED_STATUSES];
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(invoices)
      .set({
        status,
        paidAt: null,
        // A draft voided before it was issued stays unseen by its client.
        issuedAt: status === 'void' ? invoices.issuedAt : sql`coalesce(${invoices.issuedAt}, now())`,
        // Issuing a draft gives it the sequence's next number (decision 0095); it never changes after.
        ...(status === 'open' && current.invoiceNumber === null
          ? { invoiceNumber: (await allocateInvoiceNumber(tx, deps.env.INVOICE_NUMBER_PREFIX)).number }
          : {}),
        updatedAt: new Date(),
      })
      // Money received is refunded before an invoice is voided: a void invoice keeps no payment.
      .where(
        and(eq(invoices.id, invoiceId), inArray(invoices.status, from), status === 'void' ? eq(invoices.amountPaidMinor, 0) : undefined),
      )
      .returning({ id: invoices.id, invoiceNumber: invoices.invoiceNumber });
    if (!updated) {
      if (status === 'void' && current.amountPaidMinor > 0) throw conflict('errors.billing.refundPaymentsBeforeVoiding');
      throw conflict(
        status === 'open' ? 'errors.billing.onlyDraftIssued' : keyed('errors.billing.invoiceAlready', { status: current.status }),
      );
    }
    const number = updated.invoiceNumber ?? '';
    await recordActivity(tx, {
      actorId: user.id,
      action: status === 'open' ? 'invoice.issued' : 'invoice.voided',
      entityType: 'invoice',
      entityId: invoiceId,
      clientId: current.clientId,
      summary: (status === 'open' ? `Issued invoice ${number}` : `Voided invoice ${number}: ${reason ?? ''}`).replace('  ', ' '),
      metadata: status === 'void' ? { reason: reason ?? '', amountMinor: current.amountMinor, currency: current.currency } : undefined,
    });
    // Issuing a draft has no 'send by e-mail' choice yet: its portal users are told (the billing contact's address too).
    if (current.issuedAt === null && status !== 'void') {
      await announceIssuedInvoice(deps, tx, invoiceId, user.id, { mailBillingContact: false });
    }
    if (status === 'void') {
      // Its time and expenses can be invoiced again: the database's triggers give them back (migrations 0019, 0057).
      await emitInvoiceEvent(deps, tx, 'invoice.voided', invoiceId);
    }
  });
  return getInvoice(deps, user, invoiceId);
}
