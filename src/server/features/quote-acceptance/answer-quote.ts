/**
 * The client's answer to a sent quote (decision 0056). Accepting is an electronic signature: the typed full name, the
 * ticked terms, and the SHA-256 of the document the browser showed. The server recomputes the hash of the quote as
 * stored, under a lock, and refuses (409, nothing written) when the version or the hash differ, or the quote is no
 * longer open to an answer. The signature, the status, the audit entry and the admins' notification are one
 * transaction. Declining needs a reason. With billing_settings.quote_auto_convert, acceptance then turns the quote into
 * its project and deposit invoice (after the signature is committed: a failure there never undoes a signature).
 */
import { eq, sql } from 'drizzle-orm';
import { answerConflict, maySignQuotes, SIGN_FORBIDDEN } from '@shared/policies/quote-acceptance';
import { quoteDocumentSha256 } from '@shared/quote-document';
import type { AcceptQuoteInput, ClientQuote, DeclineQuoteInput } from '@shared/schemas/quote-acceptance';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import { billingSettings, quotes, quoteSignatures } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/transaction';
import { conflict, forbidden } from '../../errors';
import { createNotifier } from '../../notifications/notify';
import { databaseToday, getClientQuote, isClientReader, quoteInScope } from './client-quote';
import { autoConvertAfterAcceptance } from './convert-quote';
import type { QuoteAcceptancePorts } from './ports';
import { noticeQuoteAnswered } from './quote-answered-notice';
import { loadQuoteParts, loadQuoteRow, quoteDocumentOf } from '../../quote-document-rows';

export interface SignatureOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

export const QUOTE_CHANGED = 'errors.quoteAcceptance.quoteChanged';

/**
 * The quote as quoteInScope finds it, except that a quote of the caller's company that the agency revised after
 * sending (back in draft, version 2 or later) is a 409 saying so: the client had it open, so "not found" would only
 * confuse, and the draft's content is still never shown.
 */
async function answerableInScope(db: DbOrTx, user: CurrentUser, quoteId: string, forUpdate = false) {
  const row = await loadQuoteRow(db, quoteId, forUpdate);
  const revised = row?.quote.status === 'draft' && row.quote.version > 1;
  if (revised && isClientReader(user) && !!user.clientId && row!.quote.clientId === user.clientId) {
    throw conflict(QUOTE_CHANGED, { version: 'errors.quoteAcceptance.quoteHasNewerVersion' });
  }
  return quoteInScope(db, user, quoteId, forUpdate);
}

/** 404 outside the caller's scope, then 403 for anyone but a primary contact: for routes, before the body is read. */
export async function authorizeAnswer(deps: AppDeps, user: CurrentUser, quoteId: string): Promise<void> {
  await answerableInScope(deps.database.db, user, quoteId);
  if (!maySignQuotes(user)) throw forbidden(SIGN_FORBIDDEN);
}

/** The quote locked for this transaction, and why it cannot be answered (409). */
async function lockedAnswerable(tx: Tx, user: CurrentUser, quoteId: string) {
  const row = await answerableInScope(tx, user, quoteId, true);
  const refusal = answerConflict({ status: row.quote.status, validUntil: row.quote.validUntil, today: await databaseToday(tx) });
  if (refusal) throw conflict(refusal);
  return row;
}

export async function acceptQuote(
  deps: AppDeps,
  ports: QuoteAcceptancePorts,
  user: CurrentUser,
  quoteId: string,
  input: AcceptQuoteInput,
  origin: SignatureOrigin,
): Promise<ClientQuote> {
  const { db } = deps.database;
  await authorizeAnswer(deps, user, quoteId);
  const notify = createNotifier(deps);
  const signerName = input.signerName.trim();
  const accepted = await db.transaction(async (tx) => {
    const { quote, clientName } = await lockedAnswerable(tx, user, quoteId);
    if (input.version !== quote.version) {
      throw conflict(QUOTE_CHANGED, { version: 'errors.quoteAcceptance.quoteHasNewerVersion' });
    }
    const stored = await quoteDocumentSha256(quoteDocumentOf(quote, clientName ?? '', await loadQuoteParts(tx, quoteId)));
    if (stored !== input.documentSha256) {
      throw conflict('errors.quoteAcceptance.quoteSignedDiffersFrom', { documentSha256: 'errors.quoteAcceptance.doesMatchQuote' });
    }
    await tx
      .insert(quoteSignatures)
      .values({
        quoteId,
        version: quote.version,
        signerName,
        userId: user.id,
        signerEmail: user.email,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent?.slice(0, 1000) ?? null,
        documentSha256: stored,
        termsAccepted: true,
      });
    await tx
      .update(quotes)
      .set({ status: 'accepted', answeredAt: sql`now()`, updatedAt: new Date() })
      .where(eq(quotes.id, quoteId));
    await recordActivity(tx, {
      actorId: user.id,
      action: 'quote.accepted',
      entityType: 'quote',
      entityId: quoteId,
      clientId: quote.clientId,
      summary: `${signerName} accepted and signed quote ${quote.quoteNumber}`,
      metadata: { version: quote.version, documentSha256: stored, userAgent: origin.userAgent?.slice(0, 300) ?? null },
    });
    await ports.quoteAccepted(tx, quoteId);
    await noticeQuoteAnswered(notify, { moment: 'accepted', quote, clientName, actorId: user.id, who: signerName }, tx);
    const [settings] = await tx
      .select({ autoConvert: billingSettings.quoteAutoConvert })
      .from(billingSettings)
      .where(eq(billingSettings.id, 1));
    return { autoConvert: settings?.autoConvert ?? false, createdById: quote.createdById };
  });
  if (accepted.autoConvert) await autoConvertAfterAcceptance(deps, ports, quoteId, accepted.createdById);
  return getClientQuote(deps, user, quoteId);
}

export async function declineQuote(deps: AppDeps, user: CurrentUser, quoteId: string, input: DeclineQuoteInput): Promise<ClientQuote> {
  const { db } = deps.database;
  await authorizeAnswer(deps, user, quoteId);
  const notify = createNotifier(deps);
  const reason = input.reason.trim();
  await db.transaction(async (tx) => {
    const { quote, clientName } = await lockedAnswerable(tx, user, quoteId);
    await tx
      .update(quotes)
      .set({ status: 'declined', answeredAt: sql`now()`, declineReason: reason, updatedAt: new Date() })
      .where(eq(quotes.id, quoteId));
    const who = `${user.firstName} ${user.lastName}`;
    await recordActivity(tx, {
      actorId: user.id,
      action: 'quote.declined',
      entityType: 'quote',
      entityId: quoteId,
      clientId: quote.clientId,
      summary: `${who} declined quote ${quote.quoteNumber}`,
      metadata: { reason },
    });
    await noticeQuoteAnswered(notify, { moment: 'declined', quote, clientName, actorId: user.id, who, reason }, tx);
  });
  return getClientQuote(deps, user, quoteId);
}
