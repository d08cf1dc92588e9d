/**
 * The one rounding rule for every document's money (invoices, quotes, credit notes, recurring templates, deposits,
 * late fees): docs/decisions/0052. Amounts are integer minor units; each line is rounded once, half away from zero,
 * and a document's totals are the sums of its rounded lines, so a total always equals the sum of its parts.
 *
 * A line: quantity (in hundredths) x unit price, less its discount (a percentage, in basis points), then its tax (a
 * rate in millionths, ten-thousandths of a percent: 8.875% is 88750, decision 0089):
 *  - exclusive: tax = round(net x rate), total = net + tax;
 *  - inclusive: the price holds the tax, so net = round(total / (1 + rate)) and tax = total - net.
 * Arithmetic is in BigInt: quantity x price can pass 2^53 before it is divided back down.
 */

/** A line as a printed or signed document writes it (quote, invoice, credit note): its price, discount and tax as written. */
export interface WrittenLine {
  description: string;
  /** 1 unit is 100. */
  quantityHundredths: number;
  /** An invoice's or credit note's exact quantity (1 unit is 1000), printed instead of the hundredths (decisions 0095, 0102). */
  quantityThousandths?: number;
  /** What the quantity counts ('hours'); none printed when absent. */
  unit?: string | null;
  unitPriceMinor: number;
  discountBasisPoints: number;
  /** Null: no tax on this line. */
  taxName: string | null;
  taxRateMillionths: number;
  taxInclusive: boolean;
}

/** The written part of a stored line, field by field (a row carries more: ids, sums), in the order documents show it. */
export function writtenLineOf(line: WrittenLine): WrittenLine {
  return {
    description: line.description,
    quantityHundredths: line.quantityHundredths,
    unitPriceMinor: line.unitPriceMinor,
    discountBasisPoints: line.discountBasisPoints,
    taxName: line.taxName,
    taxRateMillionths: line.taxRateMillionths,
    taxInclusive: line.taxInclusive,
  };
}

export interface LineTax {
  name: string;
  /** Millionths (ten-thousandths of a percent): 20% is 200000, 8.875% is 88750. */
  rateMillionths: number;
  inclusive: boolean;
}

export interface LineInput {
  /** 1 unit is 100; 1.5 hours is 150 (quotes). */
  quantityHundredths?: number;
  /**
   * 1 unit is 1000; 7.5 hours is 7500 (invoice, credit note and recurring lines, decisions 0095 and 0102): read instead
   * of the hundredths when given.
   */
  quantityThousandths?: number;
  unitPriceMinor: number;
  /**
   * The line's amount before its discount when it is not quantity x price as written: an invoice's time line is its
   * minutes x rate / 60, rounded once (decision 0095), its hours printed to the thousandth.
   */
  grossMinor?: number;
  /** Hundredths of a percent off the line before tax. */
  discountBasisPoints?: number;
  tax?: LineTax | null;
}

export interface LineSums {
  /** Quantity x price, before the discount. */
  grossMinor: number;
  discountMinor: number;
  /** After the discount, excluding tax. */
  netMinor: number;
  taxMinor: number;
  /** What the line adds to the document: net + tax. */
  totalMinor: number;
}

export interface TaxSum extends LineTax {
  /** The lines' net amounts this tax applies to, and the tax on them. */
  netMinor: number;
  taxMinor: number;
}

export interface DocumentSums {
  lines: LineSums[];
  grossMinor: number;
  discountMinor: number;
  /** Sum of the lines' net amounts (excluding tax). */
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  /** Each tax's share, in the order first met, for the document's totals block. */
  taxes: TaxSum[];
}

const BP = 10_000n;
/** A tax rate's unit: 100% is 1,000,000. */
const MILLION = 1_000_000n;

/** a / b rounded half away from zero, for b > 0. */
function divRound(a: bigint, b: bigint): bigint {
  const sign = a < 0n ? -1n : 1n;
  const abs = a < 0n ? -a : a;
  return sign * ((abs * 2n + b) / (b * 2n));
}

/** A share (in basis points) of an amount, rounded by the rule: deposits, percentage late fees, discounts. */
export function shareOf(amountMinor: number, basisPoints: number): number {
  return Number(divRound(BigInt(amountMinor) * BigInt(basisPoints), BP));
}

export function lineSums(line: LineInput): LineSums {
  // Hundredths are tenfold into thousandths: round(q x 10 x p / 1000) is round(q x p / 100), the same cent.
  const thousandths = line.quantityThousandths ?? (line.quantityHundredths ?? 0) * 10;
  const gross =
    line.grossMinor !== undefined ? BigInt(line.grossMinor) : divRound(BigInt(thousandths) * BigInt(line.unitPriceMinor), 1000n);
  const discount = divRound(gross * BigInt(line.discountBasisPoints ?? 0), BP);
  const afterDiscount = gross - discount;
  const rate = BigInt(line.tax?.rateMillionths ?? 0);
  let net: bigint;
  let tax: bigint;
  if (!line.tax || rate === 0n) {
    net = afterDiscount;
    tax = 0n;
  } else if (line.tax.inclusive) {
    net = divRound(afterDiscount * MILLION, MILLION + rate);
    tax = afterDiscount - net;
  } else {
    net = afterDiscount;
    tax = divRound(afterDiscount * rate, MILLION);
  }
  return {
    grossMinor: Number(gross),
    discountMinor: Number(discount),
    netMinor: Number(net),
    taxMinor: Number(tax),
    totalMinor: Number(net + tax),
  };
}

export function documentSums(lines: readonly LineInput[]): DocumentSums {
  const sums = lines.map(lineSums);
  const taxes: TaxSum[] = [];
  lines.forEach((line, i) => {
    if (!line.tax || line.tax.rateMillionths === 0) return;
    const { name, rateMillionths, inclusive } = line.tax;
    let entry = taxes.find((t) => t.name === name && t.rateMillionths === rateMillionths && t.inclusive === inclusive);
    if (!entry) taxes.push((entry = { name, rateMillionths, inclusive, netMinor: 0, taxMinor: 0 }));
    entry.netMinor += sums[i]!.netMinor;
    entry.taxMinor += sums[i]!.taxMinor;
  });
  const total = (key: keyof LineSums) => sums.reduce((sum, line) => sum + line[key], 0);
  return {
    lines: sums,
    grossMinor: total('grossMinor'),
    discountMinor: total('discountMinor'),
    subtotalMinor: total('netMinor'),
    taxMinor: total('taxMinor'),
    totalMinor: total('totalMinor'),
    taxes,
  };
}

/** "20%", "7.25%": a share in basis points (a discount, a deposit, a late fee) as people write it. */
export function formatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/** A tax rate in millionths as people write it, without trailing zeros: 200000 "20%", 88750 "8.875%", 70625 "7.0625%". */
export function formatTaxRate(rateMillionths: number): string {
  return `${taxRatePercent(rateMillionths)}%`;
}

/** A tax rate in millionths as the percentage typed in a form: 88750 is "8.875". */
export function taxRatePercent(rateMillionths: number): string {
  const whole = Math.trunc(rateMillionths / 10_000);
  const fraction = String(rateMillionths % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A percentage typed as people write it ("8.875") as millionths, exactly: at most four decimals, 0 to 100. */
export function percentToMillionths(percent: string | number): number | null {
  const text = String(percent).trim().replace(/%$/, '').trim();
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const value = Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
  return value <= 1_000_000 ? value : null;
}

/** A row of a quote's totals block (decision 0094). */
export interface TotalsRow {
  kind: 'subtotal' | 'discount' | 'tax' | 'total' | 'included';
  label: string;
  /** Positive; a discount row is taken off (printed with a minus). */
  minor: number;
}

/**
 * A totals block that reads top to bottom and adds up (decision 0094), the same on screen and on the PDF: Subtotal (the
 * lines' amounts as shown, quantity x unit price, an inclusive tax inside them), Discounts taken off, each tax added on
 * top, Total = Subtotal - Discounts + the added taxes; then each tax already included in the prices, for information.
 */
export function totalsRows(t: {
  subtotalMinor: number;
  discountMinor: number;
  taxes: ReadonlyArray<{ name: string; rateMillionths: number; inclusive: boolean; taxMinor: number }>;
  totalMinor: number;
}): TotalsRow[] {
  const included = t.taxes.filter((x) => x.inclusive);
  const added = t.taxes.filter((x) => !x.inclusive);
  // subtotal is the lines' net: the amounts as shown are that, plus their discounts, plus the taxes inside them.
  const shown = t.subtotalMinor + t.discountMinor + included.reduce((sum, x) => sum + x.taxMinor, 0);
  const label = (x: { name: string; rateMillionths: number }) => `${x.name} ${formatTaxRate(x.rateMillionths)}`;
  return [
    { kind: 'subtotal', label: 'Subtotal', minor: shown },
    ...(t.discountMinor > 0 ? [{ kind: 'discount' as const, label: 'Discounts', minor: t.discountMinor }] : []),
    ...added.map((x) => ({ kind: 'tax' as const, label: label(x), minor: x.taxMinor })),
    { kind: 'total', label: 'Total', minor: t.totalMinor },
    ...included.map((x) => ({ kind: 'included' as const, label: `Includes ${label(x)}`, minor: x.taxMinor })),
  ];
}

/**
 * What a line's Amount column shows (decision 0094): quantity x unit price as written, before the line's discount and,
 * for an inclusive tax, with the tax inside it, so the column reads as the line does and sums to the Subtotal.
 */
export function lineAmountMinor(line: { quantityHundredths: number; quantityThousandths?: number; unitPriceMinor: number }): number {
  const { quantityHundredths, quantityThousandths, unitPriceMinor } = line;
  return lineSums({ quantityHundredths, quantityThousandths, unitPriceMinor }).grossMinor;
}
