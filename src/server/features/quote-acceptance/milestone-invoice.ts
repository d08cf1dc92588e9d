/**
 * A milestone made of a quote's section, invoiced once its client approved it (decision 0099): per tax of the section,
 * what it charges less its share of the deposit (src/shared/quote-billing.ts, milestoneLines), through billing's one
 * way of making an invoice (number, e-mail, Stripe, `invoice.created` event and activity), as the deposit is.
 *
 * Once: in the invoice's transaction the quote's row, then the milestone's, are locked, and the facts and the lines are
 * worked out again under them. A second click at the same time waits, then finds the first's invoice and is refused
 * 409 with nothing written; the unique index on the milestone's invoice not voided (quote-parts.ts) holds either way.
 */
import { and, eq } from 'drizzle-orm';
import { mayInvoiceMilestones, milestoneInvoiceConflict } from '@shared/policies/quote-acceptance';
import type { QuoteMilestoneInvoice } from '@shared/schemas/quote-acceptance';
import { recordActivity } from '../../activity';
import { projectScope } from '../../auth/scope';
import type { AppDeps, CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { milestoneQuoteBilling } from '../../db/milestone-quote-billing';
import { milestones, projects, quotes, quoteSections } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { conflict, forbidden, notFound } from '../../errors';
import { publishLive } from '../../live/publish';
import { loadQuoteRow } from '../../quote-document-rows';
import { depositBlocker, invoiceLinesOf, invoiceQuotePart } from './convert-quote';
import type { QuoteAcceptancePorts } from './ports';
import { milestoneRestOf } from './quote-billing-rows';
import { MILESTONE_TWICE } from './quote-parts';

/** The milestone when its project is in the caller's scope (404 otherwise), then 403 without invoice rights. */
export async function authorizeMilestoneInvoice(db: Db, user: CurrentUser, milestoneId: string) {
  const [row] = await db
    .select({ id: milestones.id, name: milestones.name, projectId: projects.id, clientId: projects.clientId })
    .from(milestones)
    .innerJoin(projects, eq(projects.id, milestones.projectId))
    .where(and(eq(milestones.id, milestoneId), projectScope(user)));
  if (!row) throw notFound('errors.notFound.milestone');
  if (!mayInvoiceMilestones(user)) throw forbidden();
  return row;
}

/** Why the milestone cannot be invoiced now, read from the rows (in the caller's transaction when given). */
async function refusalOf(db: DbOrTx, ports: QuoteAcceptancePorts, milestoneId: string) {
  const billing = (await milestoneQuoteBilling(db, [milestoneId])).get(milestoneId) ?? null;
  const refusal = milestoneInvoiceConflict({
    fromQuote: billing !== null,
    approvalState: await ports.milestoneApprovalState(db, milestoneId),
    invoiced: billing?.invoice != null,
    wantsDeposit: billing?.wantsDeposit ?? false,
    hasDeposit: billing?.hasDeposit ?? false,
    finalInvoiced: billing?.finalInvoiced ?? false,
  });
  return { billing, refusal };
}

export async function invoiceMilestone(
  deps: AppDeps,
  ports: QuoteAcceptancePorts,
  user: CurrentUser,
  milestoneId: string,
): Promise<QuoteMilestoneInvoice> {
  const { db } = deps.database;
  const milestone = await authorizeMilestoneInvoice(db, user, milestoneId);
  const { billing, refusal } = await refusalOf(db, ports, milestoneId);
  if (refusal || !billing) throw conflict(refusal ?? 'errors.quoteAcceptance.milestoneInvoiced');
  const { quote } = (await loadQuoteRow(db, billing.quoteId))!;
  const { quoteLines, lines } = await milestoneRestOf(db, quote.id, billing.sectionId);
  if (!lines.length) throw conflict('errors.quoteAcceptance.nothingMilestoneLeftInvoice');
  const blocker = await depositBlocker(deps, quote.clientId!);
  if (blocker) throw conflict(blocker.replace('the deposit invoice', 'the milestone invoice'));
  const [section] = await db.select({ title: quoteSections.title }).from(quoteSections).where(eq(quoteSections.id, billing.sectionId));
  const title = section?.title ?? milestone.name;
  const invoice = await invoiceQuotePart(
    deps,
    ports.createInvoiceOfLines,
    user,
    quote,
    {
      description: `Milestone ${title} of quote ${quote.quoteNumber}: ${quote.title}`,
      lines: invoiceLinesOf(lines, quoteLines, `Milestone ${title} of quote ${quote.quoteNumber}`),
    },
    { quotePart: 'milestone', quoteMilestoneId: milestoneId, twice: MILESTONE_TWICE },
    async (tx, invoiceId) => {
      // The quote's lock orders this with its other invoices; the milestone's with a change of its approval.
      await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, quote.id)).for('update');
      await tx.select({ id: milestones.id }).from(milestones).where(eq(milestones.id, milestoneId)).for('update');
      const now = await refusalOf(tx, ports, milestoneId);
      if (now.refusal) throw conflict(now.refusal);
      const again = await milestoneRestOf(tx, quote.id, billing.sectionId, invoiceId);
      if (JSON.stringify(again.lines) !== JSON.stringify(lines)) throw conflict('errors.quoteAcceptance.anotherInvoiceQuoteWasJust');
      await recordActivity(tx, {
        actorId: user.id,
        action: 'milestone.invoiced',
        entityType: 'milestone',
        entityId: milestoneId,
        clientId: milestone.clientId,
        summary: `Invoiced the approved milestone ${milestone.name} of quote ${quote.quoteNumber}`,
        metadata: { invoiceId, quoteId: quote.id, projectId: milestone.projectId },
      });
      await publishLive(tx, { topic: 'milestone', id: milestoneId, projectId: milestone.projectId, clientId: milestone.clientId });
    },
  );
  return { quoteId: quote.id, milestoneId, invoiceId: invoice.id };
}
