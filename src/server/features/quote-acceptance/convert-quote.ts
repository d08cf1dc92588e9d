/**
 * An accepted quote becomes work (decision 0056): its project (name = the quote's title, money budget = its total
 * excluding tax, hours budget = the items' estimated hours), a milestone per section marked to become one, a task per
 * item that carries estimated hours, the links back from the quote, and a deposit invoice of the deposit's share of the
 * total (tax included) through billing's createInvoiceOfLines, so it is manual or at Stripe as every invoice is.
 *
 * Exactly once: the transaction first claims the quote (converted_at set where it is null, under the row's lock), so
 * a second request, at once or later, finds it claimed and is refused 409 with nothing written.
 *
 * The project and the local invoice row commit together. With Stripe, the invoice is then created at Stripe outside the
 * transaction (decision 0032); when Stripe fails, billing removes the local invoice and its number, the project stays,
 * and the answer says the deposit is missing: "Create deposit invoice" on the quote makes it again.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Currency, QuotePart } from '@shared/enums';
import { formatRate, formatTaxRate, shareOf, type LineTax } from '@shared/document-totals';
import { depositLines, remainingLines, taxGroupsOf, type GroupLine, type WrittenSums } from '@shared/quote-billing';
import { convertConflict, depositConflict, finalInvoiceConflict, mayConvertQuotes } from '@shared/policies/quote-acceptance';
import type { QuoteConversion, QuoteFinalInvoice } from '@shared/schemas/quote-acceptance';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, invoices, milestones, projects, quoteItems, quotes, quoteSections, stripeCustomers, tasks } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { automaticActor } from '../../auth/automatic-actor';
import { createNotifier, type Notifier } from '../../notifications/notify';
import { projectCreatedNotice } from './project-notice';
import { AppError, conflict, forbidden, keyed } from '../../errors';
import { depositInvoiceOf, quoteInScope } from './client-quote';
import { invoicedLinesOf, quoteLinesOf, restOf } from './quote-billing-rows';
import type { CreateInvoiceOfLines, QuoteAcceptancePorts } from './ports';
import { DEPOSIT_TWICE, FINAL_TWICE, oncePerPart } from './quote-parts';
import { loadQuoteParts, type QuoteRow } from '../../quote-document-rows';

/** Days a deposit invoice is due after it is made. */
export const DEPOSIT_DUE_DAYS = 14;

const TASK_TITLE_MAX = 200;

type Converter = CurrentUser;

async function conversionFacts(db: Db, quote: QuoteRow) {
  const deposit = await depositInvoiceOf(db, quote);
  return {
    status: quote.status,
    converted: quote.convertedAt !== null,
    hasDeposit: deposit !== null,
    wantsDeposit: shareOf(quote.totalMinor, quote.depositBasisPoints) > 0,
    restLeft: quote.convertedAt !== null && (await restOf(db, quote.id)).lines.length > 0,
  };
}

/** 404 outside the caller's scope, 403 for anyone who may not convert: for routes, before anything is read. */
export async function authorizeConversion(deps: AppDeps, user: CurrentUser, quoteId: string) {
  const row = await quoteInScope(deps.database.db, user, quoteId);
  if (!mayConvertQuotes(user)) throw forbidden();
  return row;
}

/** The project, its milestones and tasks, and the quote's links to them, in the caller's transaction. */
async function createWork(tx: Tx, ports: QuoteAcceptancePorts, user: Converter, quoteId: string, automatic: boolean, notify: Notifier) {
  // The claim: only one transaction finds converted_at empty; a concurrent one waits for this row and then finds it set.
  const [claimed] = await tx
    .update(quotes)
    .set({ convertedAt: sql`now()`, updatedAt: new Date() })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'accepted'), isNull(quotes.convertedAt)))
    .returning();
  if (!claimed) {
    const [now] = await tx.select({ status: quotes.status, convertedAt: quotes.convertedAt }).from(quotes).where(eq(quotes.id, quoteId));
    throw conflict(
      convertConflict({ status: now?.status ?? '', converted: !!now?.convertedAt, hasDeposit: false, wantsDeposit: false }) ??
        'errors.quoteAcceptance.quoteBecomeProject',
    );
  }
  const quote = claimed;
  const parts = await loadQuoteParts(tx, quoteId);
  const items = parts.sections.flatMap((s) => s.items);
  const minutes = items.reduce((sum, i) => sum + (i.estimatedMinutes ?? 0), 0);
  const [project] = await tx
    .insert(projects)
    .values({
      name: quote.title,
      description: [`From quote ${quote.quoteNumber}.`, quote.introduction].filter(Boolean).join('\n\n'),
      clientId: quote.clientId!,
      status: 'planning',
      startDate: sql`current_date`,
      currency: quote.currency,
      // The budget is what the work earns: the total excluding tax (tax is owed to the state, not the project).
      budgetMinor: quote.subtotalMinor > 0 ? quote.subtotalMinor : null,
      budgetMinutes: minutes > 0 ? minutes : null,
    })
    .returning({ id: projects.id, name: projects.name });
  const projectId = project!.id;
  let order = 0;
  for (const section of parts.sections) {
    let milestoneId: string | null = null;
    if (section.becomesMilestone) {
      const estimate = section.items.reduce((sum, i) => sum + (i.estimatedMinutes ?? 0), 0);
      const [m] = await tx
        .insert(milestones)
        .values({
          projectId,
          name: section.title,
          description: section.description,
          orderIndex: order++,
          estimatedMinutes: estimate > 0 ? estimate : null,
        })
        .returning({ id: milestones.id });
      milestoneId = m!.id;
      await tx.update(quoteSections).set({ milestoneId }).where(eq(quoteSections.id, section.id));
    }
    // An item with estimated hours is work to do; one without (a licence, a fee) stays on the quote only.
    for (const item of section.items.filter((i) => i.estimatedMinutes !== null)) {
      const [t] = await tx
        .insert(tasks)
        .values({
          title: item.description.slice(0, TASK_TITLE_MAX),
          description: item.description.length > TASK_TITLE_MAX ? item.description : null,
          clientId: quote.clientId!,
          projectId,
          milestoneId,
          createdById: user.id,
          estimatedMinutes: item.estimatedMinutes,
        })
        .returning({ id: tasks.id });
      await tx.update(quoteItems).set({ taskId: t!.id }).where(eq(quoteItems.id, item.id));
      await ports.taskCreated(tx, t!.id);
    }
  }
  await tx.update(quotes).set({ projectId }).where(eq(quotes.id, quoteId));
  await recordActivity(tx, {
    actorId: user.id,
    action: 'project.created',
    entityType: 'project',
    entityId: projectId,
    clientId: quote.clientId,
    summary: `Created the project ${project!.name} from quote ${quote.quoteNumber}`,
    metadata: { quoteId },
  });
  await recordActivity(tx, {
    actorId: user.id,
    action: 'quote.converted',
    entityType: 'quote',
    entityId: quoteId,
    clientId: quote.clientId,
    summary: `Turned quote ${quote.quoteNumber} into the project ${project!.name}${automatic ? ' (automatically on acceptance)' : ''}`,
    metadata: { projectId, automatic },
  });
  await notify(projectCreatedNotice(user.id, quote, { id: projectId, name: project!.name }), tx);
  return projectId;
}

export function addDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Why the deposit cannot be invoiced now (the client has no Stripe customer yet), or null. */
export async function depositBlocker(deps: AppDeps, clientId: string): Promise<string | null> {
  if (deps.payments.mode !== 'stripe') return null;
  const [customer] = await deps.database.db
    .select({ status: stripeCustomers.status, stripeCustomerId: stripeCustomers.stripeCustomerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.clientId, clientId));
  return customer?.status === 'completed' && customer.stripeCustomerId
    ? null
    : 'Create the Stripe customer for this client, then create the deposit invoice.';
}

export async function billedClient(db: Db, clientId: string) {
  const [client] = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, contactPerson: clients.contactPerson })
    .from(clients)
    .where(eq(clients.id, clientId));
  return client!;
}

const sameTax = (line: WrittenSums, tax: LineTax) =>
  line.taxName === tax.name && line.taxRateMillionths === tax.rateMillionths && line.taxInclusive === tax.inclusive;

/**
 * A quote's group lines (src/shared/quote-billing.ts) as invoice lines: quantity 1, the tax rate the quote's lines of
 * that tax were written with (used as it is, even if edited since), named after the quote and the tax.
 */
export function invoiceLinesOf(lines: readonly GroupLine[], quoteLines: Awaited<ReturnType<typeof quoteLinesOf>>, label: string) {
  return lines.map((line) => {
    const rateId = line.tax ? (quoteLines.find((q) => sameTax(q, line.tax!))?.taxRateId ?? null) : null;
    if (line.tax && !rateId) throw conflict(keyed('errors.quoteAcceptance.taxRateGone', { name: line.tax.name }));
    const tax = line.tax ? `${line.tax.name} ${formatTaxRate(line.tax.rateMillionths)}${line.tax.inclusive ? ' incl.' : ''}` : 'no tax';
    return {
      description: `${label} (${tax})`.slice(0, 200),
      quantityThousandths: 1000,
      unitAmountMinor: line.unitPriceMinor,
      taxRateId: rateId,
    };
  });
}

/**
 * An invoice of a part of a signed quote (its deposit, a milestone, the final invoice: decisions 0094 and 0099), through
 * billing (its number, e-mail, Stripe): in the quote's currency, due in DEPOSIT_DUE_DAYS, mailed to its client, each
 * line's tax the version the quote was priced with. `within` runs in the invoice's own transaction, then the invoice
 * is marked as the quote's part, which the database keeps once among the invoices not voided: a second is refused 409
 * with `twice` (quote-parts.ts).
 */
export async function invoiceQuotePart(
  deps: AppDeps,
  createInvoiceOfLines: CreateInvoiceOfLines,
  user: CurrentUser,
  quote: Pick<QuoteRow, 'id' | 'clientId' | 'currency'>,
  invoice: { description: string; lines: ReturnType<typeof invoiceLinesOf> },
  part: { quotePart: QuotePart; quoteMilestoneId?: string; twice: string },
  within: (tx: Tx, invoiceId: string) => Promise<void>,
) {
  const client = await billedClient(deps.database.db, quote.clientId!);
  const input = {
    ...invoice,
    currency: quote.currency as Currency,
    dueDate: addDays(DEPOSIT_DUE_DAYS),
    sendEmail: true,
    exactTaxVersions: true,
  };
  const { quotePart, quoteMilestoneId = null, twice } = part;
  return oncePerPart(
    () =>
      createInvoiceOfLines(deps, user, client, input, async (tx, invoiceId) => {
        await within(tx, invoiceId);
        await tx.update(invoices).set({ quoteId: quote.id, quotePart, quoteMilestoneId }).where(eq(invoices.id, invoiceId));
      }),
    twice,
  );
}

/**
 * The deposit invoice, through billing (its number, e-mail, Stripe): one line per tax of the quote and one for its
 * untaxed work, each the deposit's share of it (decision 0094). `within` runs in the invoice's own transaction: the
 * conversion's work, so both commit together.
 */
async function invoiceDeposit(
  deps: AppDeps,
  createInvoiceOfLines: CreateInvoiceOfLines,
  user: Converter,
  quote: QuoteRow,
  within?: (tx: Tx) => Promise<void>,
) {
  const quoteLines = await quoteLinesOf(deps.database.db, quote.id);
  const lines = depositLines(taxGroupsOf(quoteLines), quote.depositBasisPoints);
  return invoiceQuotePart(
    deps,
    createInvoiceOfLines,
    user,
    quote,
    {
      description: `Deposit for quote ${quote.quoteNumber}: ${quote.title}`,
      lines: invoiceLinesOf(
        lines,
        quoteLines,
        `Deposit (${formatRate(quote.depositBasisPoints)}) for quote ${quote.quoteNumber}: ${quote.title}`,
      ),
    },
    { quotePart: 'deposit', twice: DEPOSIT_TWICE },
    async (tx) => within?.(tx),
  );
}

export async function convertQuote(
  deps: AppDeps,
  ports: QuoteAcceptancePorts,
  user: CurrentUser,
  quoteId: string,
  automatic = false,
): Promise<QuoteConversion> {
  const { db } = deps.database;
  const { quote } = await authorizeConversion(deps, user, quoteId);
  const refusal = convertConflict(await conversionFacts(db, quote));
  if (refusal) throw conflict(refusal);
  const wantsDeposit = shareOf(quote.totalMinor, quote.depositBasisPoints) > 0;
  const blocker = wantsDeposit ? await depositBlocker(deps, quote.clientId!) : null;
  if (!wantsDeposit || blocker) {
    const projectId = await db.transaction((tx) => createWork(tx, ports, user, quoteId, automatic, createNotifier(deps)));
    return { quoteId, projectId, depositInvoiceId: null, depositProblem: blocker };
  }
  let projectId: string | null = null;
  try {
    const invoice = await invoiceDeposit(deps, ports.createInvoiceOfLines, user, quote, async (tx) => {
      projectId = await createWork(tx, ports, user, quoteId, automatic, createNotifier(deps));
    });
    return { quoteId, projectId: projectId!, depositInvoiceId: invoice.id, depositProblem: null };
  } catch (err) {
    // Stripe refused after the project committed: the project stays, the deposit waits for "Create deposit invoice".
    const [after] = await db.select({ projectId: quotes.projectId }).from(quotes).where(eq(quotes.id, quoteId));
    if (projectId && after?.projectId === projectId && err instanceof AppError && err.status === 502) {
      return {
        quoteId,
        projectId,
        depositInvoiceId: null,
        depositProblem: `${err.message}: the project was created; create the deposit invoice again.`,
      };
    }
    throw err;
  }
}

/** "Create deposit invoice": the deposit of a converted quote that has none (its first attempt failed). */
export async function createDepositInvoice(
  deps: AppDeps,
  ports: QuoteAcceptancePorts,
  user: CurrentUser,
  quoteId: string,
): Promise<QuoteConversion> {
  const { db } = deps.database;
  const { quote } = await authorizeConversion(deps, user, quoteId);
  const refusal = depositConflict(await conversionFacts(db, quote));
  if (refusal) throw conflict(refusal);
  const blocker = await depositBlocker(deps, quote.clientId!);
  if (blocker) throw conflict(blocker);
  const invoice = await invoiceDeposit(deps, ports.createInvoiceOfLines, user, quote, async (tx) => {
    // Two clicks at once: the quote's lock orders them, and the second finds the first's invoice.
    await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, quoteId)).for('update');
    const [existing] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.quoteId, quoteId), eq(invoices.quotePart, 'deposit'), sql`${invoices.status} <> 'void'`))
      .limit(1);
    if (existing) throw conflict(DEPOSIT_TWICE);
  });
  return { quoteId, projectId: quote.projectId!, depositInvoiceId: invoice.id, depositProblem: null };
}

/**
 * billing_settings.quote_auto_convert: the conversion right after the signature committed. It never fails the
 * client's signature; what went wrong is logged and the admins convert by hand ("Create project" stays offered).
 */
export async function autoConvertAfterAcceptance(
  deps: AppDeps,
  ports: QuoteAcceptancePorts,
  quoteId: string,
  createdById: string | null,
): Promise<void> {
  try {
    const actor = await automaticActor(deps.database.db, createdById, 'quotes.manage');
    if (!actor) return;
    await convertQuote(deps, ports, actor, quoteId, true);
  } catch (err) {
    deps.log.error(`Automatic conversion of quote ${quoteId} failed`, err);
  }
}

/**
 * "Invoice the rest": the final invoice of a converted quote, per tax of the quote what the quote charges less what its
 * earlier invoices (the deposit) charged, tax to the cent (decision 0094). Once: the quote's row is locked in the
 * invoice's transaction and what is left is worked out again under it, so a second request at the same time finds the
 * first's invoice and is refused 409, as is a quote with nothing left.
 */
export async function createFinalInvoice(
  deps: AppDeps,
  ports: QuoteAcceptancePorts,
  user: CurrentUser,
  quoteId: string,
): Promise<QuoteFinalInvoice> {
  const { db } = deps.database;
  const { quote } = await authorizeConversion(deps, user, quoteId);
  const refusal = finalInvoiceConflict(await conversionFacts(db, quote));
  if (refusal) throw conflict(refusal);
  const { quoteLines, groups, lines } = await restOf(db, quoteId);
  const blocker = await depositBlocker(deps, quote.clientId!);
  if (blocker) throw conflict(blocker.replace('the deposit invoice', 'the final invoice'));
  const invoice = await invoiceQuotePart(
    deps,
    ports.createInvoiceOfLines,
    user,
    quote,
    {
      description: `Final invoice for quote ${quote.quoteNumber}: ${quote.title}`,
      lines: invoiceLinesOf(lines, quoteLines, `Balance of quote ${quote.quoteNumber}: ${quote.title}`),
    },
    { quotePart: 'final', twice: FINAL_TWICE },
    async (tx, invoiceId) => {
      // Two at once: the quote's lock orders them; the second then finds the first's invoice and what is left changed.
      await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, quoteId)).for('update');
      const now = remainingLines(groups, await invoicedLinesOf(tx, quoteId, invoiceId));
      if (JSON.stringify(now) !== JSON.stringify(lines)) throw conflict('errors.quoteAcceptance.anotherInvoiceQuoteWas');
      await recordActivity(tx, {
        actorId: user.id,
        action: 'quote.final_invoiced',
        entityType: 'quote',
        entityId: quoteId,
        clientId: quote.clientId,
        summary: `Invoiced the rest of quote ${quote.quoteNumber}`,
        metadata: { invoiceId },
      });
    },
  );
  return { quoteId, invoiceId: invoice.id };
}
