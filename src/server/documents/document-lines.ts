/**
 * Every document's lines (invoices, quotes, credit notes, recurring runs) priced one way (decision 0052): a line names a
 * tax rate by id, the rate's name, rate (millionths, decision 0089) and kind are copied onto the line, and each line's sums and the
 * document's totals come from the one rule of src/shared/document-totals.ts. Writers spread `columns` into their item
 * rows and `totals` into their document row, so no writer adds money up on its own.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import { documentSums, type DocumentSums, type LineTax } from '../../shared/document-totals';
import type { DbOrTx } from '../db/transaction';
import { taxRates } from '../db/schema';
import { validationFailed } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DocumentLineInput {
  /** 1 unit is 100 (a quote's 1.5 is 150). */
  quantityHundredths?: number;
  /** 1 unit is 1000 (an invoice's 7.5 hours is 7500); read instead of the hundredths when given. */
  quantityThousandths?: number;
  unitPriceMinor: number;
  /** The amount before discount when it is not quantity x price (a time line's minutes x rate / 60). */
  grossMinor?: number;
  /** Hundredths of a percent off the line before tax. */
  discountBasisPoints?: number;
  /** A tax rate of Settings > Billing; null or absent: no tax. */
  taxRateId?: string | null;
}

/** What a line keeps of its tax and its sums: the columns of lineTaxColumns() and lineSumColumns(). */
export interface LineColumns {
  taxRateId: string | null;
  taxName: string | null;
  taxRateMillionths: number;
  taxInclusive: boolean;
  discountBasisPoints: number;
  discountMinor: number;
  netMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** What a document row keeps of its lines' sums: amount = subtotal + tax (a late fee is added by its own write). */
export interface DocumentTotals {
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  amountMinor: number;
}

export interface PricedLines {
  columns: LineColumns[];
  totals: DocumentTotals;
  sums: DocumentSums;
}

/** A rate as it is copied onto a line. */
export interface TaxRateRef extends LineTax {
  id: string;
}

/**
 * Prices lines with rates already read (pure: for previews and tests). An id missing from `rates` is refused with the
 * line's field, `${field}.${index}.taxRateId`.
 */
export function priceLinesWith(lines: readonly DocumentLineInput[], rates: ReadonlyMap<string, TaxRateRef>, field = 'items'): PricedLines {
  const errors: Record<string, string> = {};
  const taxes = lines.map((line, i) => {
    if (!line.taxRateId) return null;
    const rate = rates.get(line.taxRateId);
    if (!rate) errors[`${field}.${i}.taxRateId`] = 'Choose a tax rate of Settings > Billing';
    return rate ?? null;
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  const sums = documentSums(
    lines.map((line, i) => ({
      quantityHundredths: line.quantityHundredths,
      quantityThousandths: line.quantityThousandths,
      grossMinor: line.grossMinor,
      unitPriceMinor: line.unitPriceMinor,
      discountBasisPoints: line.discountBasisPoints ?? 0,
      tax: taxes[i] ? { name: taxes[i].name, rateMillionths: taxes[i].rateMillionths, inclusive: taxes[i].inclusive } : null,
    })),
  );
  const columns = lines.map((line, i): LineColumns => {
    const tax = taxes[i];
    const s = sums.lines[i]!;
    return {
      taxRateId: tax?.id ?? null,
      taxName: tax?.name ?? null,
      taxRateMillionths: tax?.rateMillionths ?? 0,
      taxInclusive: tax?.inclusive ?? false,
      discountBasisPoints: line.discountBasisPoints ?? 0,
      discountMinor: s.discountMinor,
      netMinor: s.netMinor,
      taxMinor: s.taxMinor,
      totalMinor: s.totalMinor,
    };
  });
  return {
    columns,
    sums,
    totals: { subtotalMinor: sums.subtotalMinor, discountMinor: sums.discountMinor, taxMinor: sums.taxMinor, amountMinor: sums.totalMinor },
  };
}

/**
 * Reads the lines' tax rates and prices the lines. New lines may name only active rates, or an earlier version of one
 * (decision 0089): a line naming a rate that was edited since (a recurring template, a draft quote, an API client's
 * saved id) is priced with its family's current version, so a new document uses the new value. `exactVersion` is for a
 * writer that copies lines already written (a credit note of an invoice): the rate named is used as it is, archived or
 * replaced, so the copy is priced as the original was.
 */
export async function priceDocumentLines(
  db: DbOrTx,
  lines: readonly DocumentLineInput[],
  options: { field?: string; exactVersion?: boolean } = {},
): Promise<PricedLines> {
  // A malformed id is simply not found (a field error), never a database error.
  const ids = [...new Set(lines.map((l) => l.taxRateId).filter((id): id is string => !!id && UUID.test(id)))];
  const rows = ids.length ? await db.select().from(taxRates).where(inArray(taxRates.id, ids)) : [];
  const rates = new Map<string, TaxRateRef>();
  const ref = (row: typeof taxRates.$inferSelect): TaxRateRef => ({
    id: row.id,
    name: row.name,
    rateMillionths: row.rateMillionths,
    inclusive: row.inclusive,
  });
  const replaced: Array<typeof taxRates.$inferSelect> = [];
  for (const row of rows) {
    if (!row.archivedAt || options.exactVersion) rates.set(row.id, ref(row));
    else replaced.push(row);
  }
  if (replaced.length) {
    // An archived row whose family has an active version was edited: that version prices the line. A rate archived
    // as a whole has none and stays refused.
    const current = await db
      .select()
      .from(taxRates)
      .where(
        and(
          inArray(
            taxRates.familyId,
            replaced.map((r) => r.familyId),
          ),
          isNull(taxRates.archivedAt),
        ),
      );
    for (const row of replaced) {
      const active = current.find((c) => c.familyId === row.familyId);
      if (active) rates.set(row.id, ref(active));
    }
  }
  return priceLinesWith(lines, rates, options.field);
}

/** A line as written, for the document's tax block. */
export interface WrittenLineTax {
  taxName: string | null;
  taxRateMillionths: number;
  taxInclusive: boolean;
  netMinor: number;
  taxMinor: number;
}

/** Each tax of lines already written, in the order first met (as documentSums gives them): their sums, not recomputed. */
export function taxesOfLines(lines: readonly WrittenLineTax[]) {
  const taxes: Array<{ name: string; rateMillionths: number; inclusive: boolean; netMinor: number; taxMinor: number }> = [];
  for (const line of lines) {
    if (!line.taxName || line.taxRateMillionths === 0) continue;
    let entry = taxes.find(
      (t) => t.name === line.taxName && t.rateMillionths === line.taxRateMillionths && t.inclusive === line.taxInclusive,
    );
    if (!entry)
      taxes.push(
        (entry = { name: line.taxName, rateMillionths: line.taxRateMillionths, inclusive: line.taxInclusive, netMinor: 0, taxMinor: 0 }),
      );
    entry.netMinor += line.netMinor;
    entry.taxMinor += line.taxMinor;
  }
  return taxes;
}
