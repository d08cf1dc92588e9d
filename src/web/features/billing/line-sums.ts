import { documentSums } from '@shared/document-totals';
import { discountBasisPoints, toMinor } from '@shared/schemas/billing';
import { parseQuantity } from '@shared/quantity';

interface TypedLine {
  /** An invoice's quantity may be typed as text ('7.5'), read exactly to thousandths. */
  quantity: number | string;
  amount: number;
  discountPercent?: number | undefined;
  taxRateId?: string | null | undefined;
}

interface Rate {
  id: string;
  name: string;
  rateMillionths: number;
  inclusive: boolean;
}

/**
 * An invoice's or credit note's sums while its lines are typed, by the server's one rule (decision 0052): each line
 * rounded once, the totals the sums of the lines; a half-typed number counts as 0. Prices are in the currency's units.
 */
export function previewSums(items: readonly TypedLine[], rates: readonly Rate[], currency = 'USD') {
  return documentSums(
    items.map((item) => {
      const rate = rates.find((r) => r.id === item.taxRateId);
      const quantity = parseQuantity(item.quantity);
      return {
        quantityThousandths: quantity.ok ? quantity.thousandths : 0,
        unitPriceMinor: Number.isFinite(item.amount) ? toMinor(item.amount, currency) : 0,
        discountBasisPoints: Number.isFinite(item.discountPercent) ? discountBasisPoints(item.discountPercent) : 0,
        tax: rate ? { name: rate.name, rateMillionths: rate.rateMillionths, inclusive: rate.inclusive } : null,
      };
    }),
  );
}
