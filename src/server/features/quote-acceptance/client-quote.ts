/**
 * A quote as its client reads it (decision 0056): the document addressed to them, who signed it or may sign it, and
 * what it became. Client users see their company's quotes once sent; a draft or another company's quote is not found.
 * A client user's first opening marks the quote viewed, with its audit entry, and tells the people who manage quotes.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { scopeOf } from '@shared/permissions';
import { quoteAcceptanceCan, signRefusal } from '@shared/policies/quote-acceptance';
import type { QuoteDocumentContent } from '@shared/quote-document';
import type { ClientQuote } from '@shared/schemas/quote-acceptance';
import { shareOf } from '@shared/document-totals';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import { agencyProfile, invoices, projects, quotes, quoteSignatures, users } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { notFound } from '../../errors';
import { createNotifier } from '../../notifications/notify';
import { loadQuoteParts, loadQuoteRow, quoteDocumentOf, type QuoteRow } from '../../quote-document-rows';
import { restOf } from './quote-billing-rows';
import { noticeQuoteAnswered } from './quote-answered-notice';

export type LinkState = ClientQuote['link'];

/** Client users read their company's sent quotes; staff with quotes.view read every quote. Else 404. */
export function quoteVisibleTo(user: CurrentUser, quote: { clientId: string | null; status: string }): boolean {
  const scope = scopeOf(user.role, 'quotes.view');
  if (scope === 'all') return true;
  if (scope === 'company') return !!user.clientId && quote.clientId === user.clientId && quote.status !== 'draft';
  return false;
}

export const isClientReader = (user: CurrentUser) => scopeOf(user.role, 'quotes.view') === 'company';

/** The quote's row if the user may see it, else 404 (an id leaks nothing). */
export async function quoteInScope(db: DbOrTx, user: CurrentUser, quoteId: string, forUpdate = false) {
  const row = await loadQuoteRow(db, quoteId, forUpdate);
  if (!row || !quoteVisibleTo(user, row.quote)) throw notFound('errors.notFound.quote');
  return row;
}

/** Today where the database decides, so the browser's clock never judges expiry. */
export async function databaseToday(db: DbOrTx): Promise<string> {
  const result = (await db.execute(sql`select to_char(current_date, 'YYYY-MM-DD') as today`)) as unknown as { rows: { today: string }[] };
  return result.rows[0]!.today;
}

/** The deposit invoice of a quote that asks for one, if it was made: its invoice of that part not voided (0094, 0099). */
export async function depositInvoiceOf(db: DbOrTx, quote: { id: string; totalMinor: number; depositBasisPoints: number }) {
  if (shareOf(quote.totalMinor, quote.depositBasisPoints) <= 0) return null;
  const [row] = await db
    .select({
      id: invoices.id,
      number: invoices.invoiceNumber,
      amountMinor: invoices.amountMinor,
      status: invoices.status,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .where(and(eq(invoices.quoteId, quote.id), eq(invoices.quotePart, 'deposit'), ne(invoices.status, 'void')))
    .limit(1);
  return row ?? null;
}

/** Marks a sent quote viewed the first time one of its client's users opens it; later openings change nothing. */
async function markViewed(deps: AppDeps, user: CurrentUser, quote: QuoteRow, clientName: string | null): Promise<void> {
  if (!isClientReader(user) || quote.status !== 'sent') return;
  const notify = createNotifier(deps);
  await deps.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(quotes)
      .set({ status: 'viewed', viewedAt: sql`coalesce(${quotes.viewedAt}, now())`, updatedAt: new Date() })
      .where(and(eq(quotes.id, quote.id), eq(quotes.status, 'sent')))
      .returning({ id: quotes.id });
    if (!updated) return;
    const who = `${user.firstName} ${user.lastName}`;
    await recordActivity(tx, {
      actorId: user.id,
      action: 'quote.viewed',
      entityType: 'quote',
      entityId: quote.id,
      clientId: quote.clientId,
      summary: `${who} opened quote ${quote.quoteNumber}`,
    });
    await noticeQuoteAnswered(notify, { moment: 'opened', quote, clientName, actorId: user.id, who }, tx);
  });
}

export async function getClientQuote(deps: AppDeps, user: CurrentUser, quoteId: string, link: LinkState = null): Promise<ClientQuote> {
  const { db } = deps.database;
  const first = await quoteInScope(db, user, quoteId);
  await markViewed(deps, user, first.quote, first.clientName);
  const row = first.quote.status === 'sent' && isClientReader(user) ? await quoteInScope(db, user, quoteId) : first;
  const quote = row.quote;
  const parts = await loadQuoteParts(db, quoteId);
  const document: QuoteDocumentContent = quoteDocumentOf(quote, row.clientName ?? '', parts);
  const [agency] = await db.select().from(agencyProfile).where(eq(agencyProfile.id, 1));
  const [signature] = await db.select().from(quoteSignatures).where(eq(quoteSignatures.quoteId, quoteId));
  const signers = quote.clientId
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.clientId, quote.clientId), eq(users.role, 'client_primary'), eq(users.status, 'active')))
        .orderBy(users.lastName, users.firstName)
    : [];
  const [project] = quote.projectId
    ? await db.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.id, quote.projectId))
    : [];
  const deposit = await depositInvoiceOf(db, quote);
  // A client sees the deposit invoice once it is issued, like every invoice (decision 0023).
  const depositShown = deposit && (!isClientReader(user) || (deposit.status !== 'draft' && deposit.issuedAt !== null)) ? deposit : null;
  const today = await databaseToday(db);
  const answer = { status: quote.status, validUntil: quote.validUntil, today };
  const conversion = {
    status: quote.status,
    converted: quote.convertedAt !== null,
    hasDeposit: deposit !== null,
    wantsDeposit: shareOf(quote.totalMinor, quote.depositBasisPoints) > 0,
    // Only staff who convert are offered "Invoice the rest": a client's reading does not work it out.
    restLeft: quote.convertedAt !== null && !isClientReader(user) && (await restOf(db, quote.id)).lines.length > 0,
  };
  const answered = quote.status === 'accepted' || quote.status === 'declined';
  return {
    id: quote.id,
    status: quote.status as ClientQuote['status'],
    document: { ...document, currency: document.currency as ClientQuote['document']['currency'] },
    depositMinor: shareOf(quote.totalMinor, quote.depositBasisPoints),
    sentAt: quote.sentAt?.toISOString() ?? null,
    viewedAt: quote.viewedAt?.toISOString() ?? null,
    answeredAt: quote.answeredAt?.toISOString() ?? null,
    declineReason: quote.declineReason,
    expired: !answered && (quote.status === 'expired' || quote.validUntil < today),
    agency: {
      legalName: agency?.legalName || 'The agency',
      address: agency?.address ?? null,
      taxId: agency?.taxId ?? null,
      email: agency?.email ?? null,
      phone: agency?.phone ?? null,
      website: agency?.website ?? null,
    },
    client: { name: row.clientName ?? '', contactPerson: row.contactPerson ?? null, email: row.clientEmail ?? null },
    signature: signature
      ? {
          signerName: signature.signerName,
          signerEmail: signature.signerEmail,
          signedAt: signature.signedAt.toISOString(),
          version: signature.version,
          documentSha256: signature.documentSha256,
        }
      : null,
    signers: signers.map((s) => `${s.firstName} ${s.lastName}`),
    project: project ?? null,
    depositInvoice: depositShown ? { id: depositShown.id, number: depositShown.number, amountMinor: depositShown.amountMinor } : null,
    link,
    signRefusal: answered ? null : signRefusal(user, answer),
    can: quoteAcceptanceCan(user, answer, conversion),
  };
}
