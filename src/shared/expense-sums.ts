/**
 * An expense's money by the documents' one rule (src/shared/document-totals.ts, docs/decisions/0115-expenses.md): the
 * amount from the receipt with its tax gives the cost before tax and the tax; re-billed, the cost before tax plus the
 * markup is the invoice line's price, taxed on the invoice as any line is.
 */
import { lineSums, shareOf, type LineTax } from './document-totals';

export interface ExpenseSums {
  /** The cost before tax: what a project's budget and profit count. */
  netMinor: number;
  taxMinor: number;
  /** What was paid: net + tax (the amount itself for an inclusive rate). */
  totalMinor: number;
}

export function expenseSums(amountMinor: number, tax: LineTax | null): ExpenseSums {
  const { netMinor, taxMinor, totalMinor } = lineSums({ quantityThousandths: 1000, unitPriceMinor: amountMinor, tax });
  return { netMinor, taxMinor, totalMinor };
}

/** What a billable expense is invoiced at before the invoice's tax: its cost before tax and the markup on it. */
export function rebilledAmountMinor(netMinor: number, markupBasisPoints: number): number {
  return netMinor + shareOf(netMinor, markupBasisPoints);
}
