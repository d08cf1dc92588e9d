/**
 * Writing a quote (decision 0055): created with its number from the gap-free quote counter, saved whole (its sections
 * and lines replace the stored ones) in one transaction, its sums priced by the one line rule. Saving a sent or viewed
 * quote makes its next version, back in draft: the client never signs a text other than the one they were shown.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import { parseMoneyToMinor } from '@shared/money';
import { QUOTE_PRICE_RULE } from '@shared/schemas/quotes';
import { requireMoneyIn } from '../../money-input';
import { editMakesVersion, quoteEditConflict } from '@shared/policies/quotes';
import type { z } from 'zod';
import type { CreateQuoteInput, QuoteDto, SaveQuoteInput } from '@shared/schemas/quotes';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import { billingSettings, clients, contactSubmissions, quoteItems, quoteSections, quotes } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { agencyDefaultCurrency } from '../../documents/document-agency';
import { priceDocumentLines, type DocumentLineInput } from '../../documents/document-lines';
import { AppError, conflict, notFound, validationFailed, type FieldErrors } from '../../errors';
import type { QuotePorts } from './ports';
import { loadQuoteDto, todayOf } from './quote-rows';

/** The inputs as the schemas parse them (defaults applied, '' made null). */
export type ParsedSave = z.output<typeof SaveQuoteInput>;
export type ParsedCreate = z.output<typeof CreateQuoteInput>;

export const formatQuoteNumber = (n: number) => `Q-${String(n).padStart(4, '0')}`;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The lines of every section in order, as the pricer takes them, with each line's field path for its errors. */
function linesOf(input: ParsedSave, currency: Currency) {
  // The prices are in the quote's currency, known only here: its decimals and limit are checked first (decision 0100).
  requireMoneyIn(
    currency,
    input.sections.flatMap((section, s) =>
      section.items.map((item, i) => ({ path: ['sections', s, 'items', i, 'unitPrice'], value: item.unitPrice, rule: QUOTE_PRICE_RULE })),
    ),
  );
  const lines: DocumentLineInput[] = [];
  const paths: string[] = [];
  input.sections.forEach((section, s) =>
    section.items.forEach((item, i) => {
      lines.push({
        quantityHundredths: Math.round(item.quantity * 100),
        unitPriceMinor: (parseMoneyToMinor(item.unitPrice, currency) as { minor: number }).minor,
        discountBasisPoints: Math.round(item.discountPercent * 100),
        taxRateId: item.taxRateId,
      });
      paths.push(`sections.${s}.items.${i}`);
    }),
  );
  return { lines, paths };
}

/** Prices the lines; a tax rate error names the line as the editor has it (sections.S.items.I.taxRateId). */
async function price(tx: Tx, input: ParsedSave, currency: Currency) {
  const { lines, paths } = linesOf(input, currency);
  try {
    return { lines, priced: await priceDocumentLines(tx, lines, { field: 'items' }) };
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    const fields: FieldErrors = {};
    for (const [key, message] of Object.entries(error.fields)) {
      const m = /^items\.(\d+)\.(.+)$/.exec(key);
      fields[m ? `${paths[Number(m[1])]}.${m[2]}` : key] = message;
    }
    throw validationFailed(fields);
  }
}

/** Replaces the quote's sections and lines and writes its totals, all inside `tx`. */
async function writeBody(tx: Tx, quoteId: string, input: ParsedSave, currency: Currency) {
  const { lines, priced } = await price(tx, input, currency);
  await tx.delete(quoteSections).where(eq(quoteSections.quoteId, quoteId));
  let k = 0;
  for (const [s, section] of input.sections.entries()) {
    const [row] = await tx
      .insert(quoteSections)
      .values({ quoteId, position: s, title: section.title, description: section.description, becomesMilestone: section.becomesMilestone })
      .returning({ id: quoteSections.id });
    await tx.insert(quoteItems).values(
      section.items.map((item, i) => {
        const line = lines[k]!;
        const columns = priced.columns[k++]!;
        return {
          quoteId,
          sectionId: row!.id,
          position: i,
          description: item.description,
          quantityHundredths: line.quantityHundredths,
          unitPriceMinor: line.unitPriceMinor,
          estimatedMinutes: item.estimatedHours === null ? null : Math.max(1, Math.round(item.estimatedHours * 60)),
          ...columns,
        };
      }),
    );
  }
  const { subtotalMinor, discountMinor, taxMinor, amountMinor } = priced.totals;
  return { subtotalMinor, discountMinor, taxMinor, totalMinor: amountMinor };
}

/** A new quote's validity and deposit, from Settings > Billing (the column defaults where no row was written yet). */
async function quoteDefaults(tx: Tx) {
  const [row] = await tx
    .select({ quoteValidDays: billingSettings.quoteValidDays, quoteDepositBasisPoints: billingSettings.quoteDepositBasisPoints })
    .from(billingSettings)
    .where(eq(billingSettings.id, 1));
  return row ?? { quoteValidDays: 30, quoteDepositBasisPoints: 5000 };
}

function assertValidUntil(validUntil: string | null, today: string) {
  if (validUntil && validUntil < today) throw validationFailed({ validUntil: 'errors.quotes.quoteValidUntilToday' });
}

export async function createQuote(deps: AppDeps, ports: QuotePorts, user: CurrentUser, input: ParsedCreate): Promise<QuoteDto> {
  const { db } = deps.database;
  const today = todayOf();
  assertValidUntil(input.validUntil, today);
  return db.transaction(async (tx) => {
    let clientId: string | null = null;
    let clientCurrency: string | null = null;
    let partyName: string;
    if (input.clientId) {
      const [client] = await tx
        .select({ id: clients.id, name: clients.name, currency: clients.currency })
        .from(clients)
        .where(eq(clients.id, input.clientId));
      if (!client) throw validationFailed({ clientId: 'errors.common.chooseExistingClient' });
      clientId = client.id;
      clientCurrency = client.currency;
      partyName = client.name;
    } else {
      const [lead] = await tx.select().from(contactSubmissions).where(eq(contactSubmissions.id, input.leadId!));
      if (!lead) throw validationFailed({ leadId: 'errors.quotes.chooseExistingLead' });
      // A lead converted already quotes its client: the quote is the client's from the start.
      if (lead.clientId) {
        const [client] = await tx.select({ currency: clients.currency }).from(clients).where(eq(clients.id, lead.clientId));
        clientId = lead.clientId;
        clientCurrency = client?.currency ?? null;
      }
      partyName = lead.company;
    }
    const settings = await quoteDefaults(tx);
    const currency = (input.currency ?? clientCurrency ?? (await agencyDefaultCurrency(tx))) as Currency;
    // The number is taken inside this transaction: a refused quote rolls its number back, leaving no gap.
    const number = formatQuoteNumber(await ports.allocateDocumentNumber(tx, 'quote'));
    const [row] = await tx
      .insert(quotes)
      .values({
        quoteNumber: number,
        clientId,
        leadId: input.leadId,
        title: input.title,
        introduction: input.introduction,
        terms: input.terms,
        currency,
        validUntil: input.validUntil ?? addDays(today, settings.quoteValidDays),
        depositBasisPoints: input.depositPercent == null ? settings.quoteDepositBasisPoints : Math.round(input.depositPercent * 100),
        createdById: user.id,
      })
      .returning();
    const totals = await writeBody(tx, row!.id, input, currency);
    const [saved] = await tx.update(quotes).set(totals).where(eq(quotes.id, row!.id)).returning();
    await recordActivity(tx, {
      actorId: user.id,
      action: 'quote.created',
      entityType: 'quote',
      entityId: row!.id,
      clientId,
      summary: `Created quote ${number} "${input.title}" for ${partyName}`,
    });
    return loadQuoteDto(tx, user, saved!);
  });
}

export async function saveQuote(deps: AppDeps, user: CurrentUser, id: string, input: ParsedSave): Promise<QuoteDto> {
  const { db } = deps.database;
  const today = todayOf();
  assertValidUntil(input.validUntil, today);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
    if (!current) throw notFound('errors.notFound.quote');
    const refusal = quoteEditConflict(current);
    if (refusal) throw conflict(refusal);
    const newVersion = editMakesVersion(current);
    const totals = await writeBody(tx, id, input, (input.currency ?? current.currency) as Currency);
    const [saved] = await tx
      .update(quotes)
      .set({
        title: input.title,
        introduction: input.introduction,
        terms: input.terms,
        currency: input.currency ?? current.currency,
        validUntil: input.validUntil ?? current.validUntil,
        depositBasisPoints: input.depositPercent == null ? current.depositBasisPoints : Math.round(input.depositPercent * 100),
        ...totals,
        ...(newVersion ? { version: sql`${quotes.version} + 1`, status: 'draft' } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(quotes.id, id), eq(quotes.status, current.status)))
      .returning();
    await recordActivity(tx, {
      actorId: user.id,
      action: newVersion ? 'quote.revised' : 'quote.updated',
      entityType: 'quote',
      entityId: id,
      clientId: current.clientId,
      summary: newVersion
        ? `Revised quote ${current.quoteNumber} to version ${saved!.version}: back in draft until sent again`
        : `Updated quote ${current.quoteNumber}`,
    });
    return loadQuoteDto(tx, user, saved!);
  });
}
