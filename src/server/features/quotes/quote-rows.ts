/** Reading one quote whole (its sections, lines, party, signature) and turning it into the DTO both sides share. */
import { asc, eq } from 'drizzle-orm';
import { documentSums } from '@shared/document-totals';
import type { Currency, QuoteStatus } from '@shared/enums';
import { quoteCan, quoteReadRefusal, type QuoteActor } from '@shared/policies/quotes';
import { shareOf } from '@shared/document-totals';
import type { QuoteDto } from '@shared/schemas/quotes';
import type { CurrentUser } from '../../context';
import { clients, contactSubmissions, projects, quoteItems, quoteSections, quoteSignatures, quotes, users } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { forbidden, notFound } from '../../errors';

export type QuoteRecord = typeof quotes.$inferSelect;

/** Today as the server's calendar has it (UTC), YYYY-MM-DD. */
export const todayOf = (now = new Date()) => now.toISOString().slice(0, 10);

export const actorOf = (user: CurrentUser): QuoteActor => ({ id: user.id, role: user.role, clientId: user.clientId ?? null });

/** The quote's row, or 404/403 as the policy says: a client user never learns of a draft or another company's. */
export async function readableQuote(db: DbOrTx, user: CurrentUser, id: string): Promise<QuoteRecord> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!row) throw notFound('errors.notFound.quote');
  const refusal = quoteReadRefusal(actorOf(user), row);
  if (refusal === 'forbidden') throw forbidden();
  if (refusal === 'not_found') throw notFound('errors.notFound.quote');
  return row;
}

export async function loadQuoteDto(db: DbOrTx, user: CurrentUser, row: QuoteRecord, now = new Date()): Promise<QuoteDto> {
  const [sections, items, client, lead, signature, project] = await Promise.all([
    db.select().from(quoteSections).where(eq(quoteSections.quoteId, row.id)).orderBy(asc(quoteSections.position)),
    db.select().from(quoteItems).where(eq(quoteItems.quoteId, row.id)).orderBy(asc(quoteItems.position)),
    row.clientId ? db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.id, row.clientId)) : [],
    row.leadId
      ? db
          .select({
            id: contactSubmissions.id,
            firstName: contactSubmissions.firstName,
            lastName: contactSubmissions.lastName,
            email: contactSubmissions.email,
            company: contactSubmissions.company,
          })
          .from(contactSubmissions)
          .where(eq(contactSubmissions.id, row.leadId))
      : [],
    db
      .select({
        signerName: quoteSignatures.signerName,
        signedAt: quoteSignatures.signedAt,
        version: quoteSignatures.version,
        documentSha256: quoteSignatures.documentSha256,
        userId: users.id,
        userName: users.name,
      })
      .from(quoteSignatures)
      .leftJoin(users, eq(users.id, quoteSignatures.userId))
      .where(eq(quoteSignatures.quoteId, row.id)),
    row.projectId ? db.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.id, row.projectId)) : [],
  ]);
  // The taxes block is a view of the stored lines' columns, summed by the one rule; the totals are the stored ones.
  const { taxes } = documentSums(
    items.map((i) => ({
      quantityHundredths: i.quantityHundredths,
      unitPriceMinor: i.unitPriceMinor,
      discountBasisPoints: i.discountBasisPoints,
      tax: i.taxName ? { name: i.taxName, rateMillionths: i.taxRateMillionths, inclusive: i.taxInclusive } : null,
    })),
  );
  const today = todayOf(now);
  const leadRow = lead[0];
  const sig = signature[0];
  return {
    id: row.id,
    number: row.quoteNumber,
    status: row.status as QuoteStatus,
    version: row.version,
    client: client[0] ?? null,
    lead: leadRow
      ? { id: leadRow.id, name: `${leadRow.firstName} ${leadRow.lastName}`, email: leadRow.email, company: leadRow.company }
      : null,
    title: row.title,
    introduction: row.introduction,
    terms: row.terms,
    currency: row.currency as Currency,
    validUntil: row.validUntil,
    depositBasisPoints: row.depositBasisPoints,
    depositMinor: shareOf(row.totalMinor, row.depositBasisPoints),
    sections: sections.map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      becomesMilestone: s.becomesMilestone,
      milestoneId: s.milestoneId,
      items: items
        .filter((i) => i.sectionId === s.id)
        .map((i) => ({
          id: i.id,
          description: i.description,
          quantityHundredths: i.quantityHundredths,
          unitPriceMinor: i.unitPriceMinor,
          discountBasisPoints: i.discountBasisPoints,
          taxRateId: i.taxRateId,
          taxName: i.taxName,
          taxRateMillionths: i.taxRateMillionths,
          taxInclusive: i.taxInclusive,
          estimatedMinutes: i.estimatedMinutes,
          discountMinor: i.discountMinor,
          netMinor: i.netMinor,
          taxMinor: i.taxMinor,
          totalMinor: i.totalMinor,
          taskId: i.taskId,
        })),
    })),
    subtotalMinor: row.subtotalMinor,
    discountMinor: row.discountMinor,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
    taxes: taxes.map((t) => ({
      name: t.name,
      rateMillionths: t.rateMillionths,
      inclusive: t.inclusive,
      netMinor: t.netMinor,
      taxMinor: t.taxMinor,
    })),
    sentAt: row.sentAt?.toISOString() ?? null,
    viewedAt: row.viewedAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    signature: sig
      ? {
          signerName: sig.signerName,
          signedBy: sig.userId ? { id: sig.userId, name: sig.userName ?? '' } : null,
          signedAt: sig.signedAt.toISOString(),
          version: sig.version,
          documentSha256: sig.documentSha256,
        }
      : null,
    projectId: row.projectId,
    project: project[0] ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: quoteCan(actorOf(user), { ...row, itemCount: items.length }, today),
  };
}

export async function getQuote(db: DbOrTx, user: CurrentUser, id: string): Promise<QuoteDto> {
  return loadQuoteDto(db, user, await readableQuote(db, user, id));
}
