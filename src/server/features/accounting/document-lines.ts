/**
 * A document's lines as an accounting file writes them (docs/decisions/0123-accounting-exports.md): its stored lines,
 * then its late fee, then whatever of its total no line holds (an invoice from before lines were kept), so the lines of
 * every file add up to the ledger's total of the document, never to a total computed again.
 */
import { minorToDecimal } from '@shared/money';
import type { ExportCreditNote, ExportInvoice, ExportLine } from './export-rows';

export interface FileLine {
  description: string;
  /** What the line is: a priced line of the document, its late fee, or the rest of its total. */
  kind: 'line' | 'late_fee' | 'rest';
  quantity: string;
  unitAmountMinor: number;
  /** Percent off, as the document priced it ('' when none). */
  discountPercent: string;
  netMinor: number;
  taxMinor: number;
  familyId: string | null;
  taxName: string | null;
}

/** Thousandths as a plain decimal: 7500 is "7.5", 1000 is "1". */
export const quantityText = (thousandths: number) => String(thousandths / 1000);

/** Hundredths of a percent as a percent: 1250 is "12.5". */
const percentText = (basisPoints: number) => (basisPoints ? String(basisPoints / 100) : '');

/**
 * The line's quantity and unit price when they multiply (less the discount) to its stored net, as on an exclusive line;
 * otherwise one unit at the net (an inclusive line's price holds its tax), so an import that multiplies gets the net.
 */
function priced(l: ExportLine): Pick<FileLine, 'quantity' | 'unitAmountMinor' | 'discountPercent'> {
  const base = Math.round((l.quantityThousandths * l.unitAmountMinor) / 1000);
  const discount = Math.round((base * l.discountBasisPoints) / 10_000);
  if (!l.taxInclusive && base - discount === l.netMinor) {
    return {
      quantity: quantityText(l.quantityThousandths),
      unitAmountMinor: l.unitAmountMinor,
      discountPercent: percentText(l.discountBasisPoints),
    };
  }
  return { quantity: '1', unitAmountMinor: l.netMinor, discountPercent: '' };
}

function fileLines(lines: ExportLine[], totalMinor: number, lateFeeMinor: number): FileLine[] {
  const out: FileLine[] = lines.map((l) => ({
    description: l.description,
    kind: 'line',
    ...priced(l),
    netMinor: l.netMinor,
    taxMinor: l.taxMinor,
    familyId: l.familyId,
    taxName: l.taxName,
  }));
  const extra = (kind: FileLine['kind'], description: string, amount: number) =>
    out.push({
      description,
      kind,
      quantity: '1',
      unitAmountMinor: amount,
      discountPercent: '',
      netMinor: amount,
      taxMinor: 0,
      familyId: null,
      taxName: null,
    });
  if (lateFeeMinor) extra('late_fee', 'Late fee', lateFeeMinor);
  const rest = totalMinor - lateFeeMinor - lines.reduce((sum, l) => sum + l.totalMinor, 0);
  if (rest) extra('rest', 'Invoice total not itemised', rest);
  return out;
}

export const invoiceFileLines = (i: ExportInvoice) => fileLines(i.lines, i.amountMinor, i.lateFeeMinor);
export const creditNoteFileLines = (n: ExportCreditNote) => fileLines(n.lines, n.totalMinor, 0);

/** Minor units as the files write money: a plain decimal with the currency's decimals, '-' for a negative. */
export const money = (minor: number, currency: string) => minorToDecimal(minor, currency);

/** YYYY-MM-DD as Xero's templates write dates (DD/MM/YYYY). */
export const dayMonthYear = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** YYYY-MM-DD as QuickBooks Online's US imports write dates (MM/DD/YYYY). */
export const monthDayYear = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** An expense's bill number: it has none of its own, so its id's start, stable from one export to the next. */
export const expenseNumber = (id: string) => `EXP-${id.slice(0, 8).toUpperCase()}`;
