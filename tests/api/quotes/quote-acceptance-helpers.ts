/**
 * Quotes written straight into the tables, as the agency's editor leaves them once sent, so the client's side can be
 * tested on its own: sections, priced lines (by the one rounding rule) and the totals.
 */
import { eq, sql } from 'drizzle-orm';
import { documentSums } from '@shared/document-totals';
import { quoteDocumentSha256 } from '@shared/quote-document';
import { quoteItems, quotes, quoteSections, taxRates } from '@server/db/schema';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

export interface QuoteSpec {
  clientId: string;
  status?: string;
  validUntil?: string;
  depositBasisPoints?: number;
  createdById?: string | null;
  title?: string;
  currency?: string;
  /** The quote's lines (in its first section unless they say otherwise); the default: three lines, see insertQuote. */
  lines?: QuoteLineSpec[];
  /** Its sections; the default: Design (becomes a milestone) and Running costs (does not). */
  sections?: Array<{ title: string; becomesMilestone: boolean }>;
}

export interface QuoteLineSpec {
  description: string;
  quantityHundredths: number;
  unitPriceMinor: number;
  discountBasisPoints?: number;
  tax: { name: string; rateMillionths: number; inclusive: boolean } | null;
  /** The index of its section (0 unless given). */
  section?: number;
}

let counter = 0;

/** Two sections (one becomes a milestone, the other not), three lines with a 20% exclusive tax on one of them. */
export async function insertQuote(t: TestApp, spec: QuoteSpec): Promise<string> {
  const db = t.database.db;
  const lines: Array<QuoteLineSpec & { section: number; estimatedMinutes: number | null }> = spec.lines?.map((l) => ({
    ...l,
    section: l.section ?? 0,
    estimatedMinutes: null,
  })) ?? [
    {
      section: 0,
      description: 'Discovery workshop',
      quantityHundredths: 200,
      unitPriceMinor: 60_000,
      estimatedMinutes: 480,
      tax: { name: 'VAT', rateMillionths: 200_000, inclusive: false },
    },
    { section: 0, description: 'Wireframes', quantityHundredths: 100, unitPriceMinor: 150_000, estimatedMinutes: 1200, tax: null },
    { section: 1, description: 'Hosting, first year', quantityHundredths: 100, unitPriceMinor: 30_000, estimatedMinutes: null, tax: null },
  ];
  const sums = documentSums(
    lines.map((l) => ({
      quantityHundredths: l.quantityHundredths,
      unitPriceMinor: l.unitPriceMinor,
      discountBasisPoints: l.discountBasisPoints ?? 0,
      tax: l.tax,
    })),
  );
  counter += 1;
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .insert(quotes)
      .values({
        quoteNumber: `QT-${process.pid}-${Date.now()}-${counter}`,
        clientId: spec.clientId,
        title: spec.title ?? `Website rebuild ${counter}`,
        introduction: 'What we propose to build.',
        terms: 'Payment within 14 days.',
        currency: spec.currency ?? 'USD',
        status: spec.status ?? 'sent',
        validUntil: spec.validUntil ?? '2099-12-31',
        depositBasisPoints: spec.depositBasisPoints ?? 5000,
        subtotalMinor: sums.subtotalMinor,
        discountMinor: sums.discountMinor,
        taxMinor: sums.taxMinor,
        totalMinor: sums.totalMinor,
        sentAt: spec.status === 'draft' ? null : new Date(),
        createdById: spec.createdById ?? null,
      })
      .returning({ id: quotes.id });
    const sectionIds: string[] = [];
    for (const [position, s] of (
      spec.sections ?? [
        { title: 'Design', becomesMilestone: true },
        { title: 'Running costs', becomesMilestone: false },
      ]
    ).entries()) {
      const [row] = await tx
        .insert(quoteSections)
        .values({ quoteId: quote!.id, position, title: s.title, becomesMilestone: s.becomesMilestone })
        .returning({ id: quoteSections.id });
      sectionIds.push(row!.id);
    }
    // The rate the line was written with, as the editor copies it (kept archived: it only prices this quote's lines).
    const rateIds = new Map<string, string>();
    for (const tax of lines.flatMap((l) => (l.tax ? [l.tax] : []))) {
      if (rateIds.has(tax.name)) continue;
      const rateId = crypto.randomUUID();
      await tx.insert(taxRates).values({ id: rateId, familyId: rateId, ...tax, archivedAt: new Date() });
      rateIds.set(tax.name, rateId);
    }
    for (const [position, l] of lines.entries()) {
      const s = sums.lines[position]!;
      await tx
        .insert(quoteItems)
        .values({
          quoteId: quote!.id,
          sectionId: sectionIds[l.section]!,
          position,
          description: l.description,
          quantityHundredths: l.quantityHundredths,
          unitPriceMinor: l.unitPriceMinor,
          estimatedMinutes: l.estimatedMinutes,
          taxRateId: l.tax ? rateIds.get(l.tax.name)! : null,
          taxName: l.tax?.name ?? null,
          taxRateMillionths: l.tax?.rateMillionths ?? 0,
          taxInclusive: l.tax?.inclusive ?? false,
          discountBasisPoints: l.discountBasisPoints ?? 0,
          discountMinor: s.discountMinor,
          netMinor: s.netMinor,
          taxMinor: s.taxMinor,
          totalMinor: s.totalMinor,
        });
    }
    return quote!.id;
  });
}

/** What the browser sends to sign the document it was given. */
export async function signatureFor(document: Parameters<typeof quoteDocumentSha256>[0], signerName = 'Pat Primary') {
  return { signerName, termsAccepted: true, version: document.version, documentSha256: await quoteDocumentSha256(document) };
}

export async function setAutoConvert(t: TestApp, on: boolean) {
  await t.database.db.execute(
    sql`insert into billing_settings (id, quote_auto_convert) values (1, ${on}) on conflict (id) do update set quote_auto_convert = ${on}`,
  );
}

export async function quoteRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
  return row!;
}

/**
 * An app whose accepted quotes wait to be converted by hand, signed in as the admin and as the client's primary contact,
 * with that client's id: where the tests of a quote billed in parts start.
 */
export async function quoteBillingApp() {
  const t = await createTestApp();
  const admin = await t.as(DEMO_ACCOUNTS.admin);
  const primary = await t.as(DEMO_ACCOUNTS.client_primary);
  const [user] = await queryRows<{ client_id: string }>(
    t.database.db,
    sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`,
  );
  await setAutoConvert(t, false);
  return { t, admin, primary, clientId: user!.client_id };
}
