import { documentSums } from '@shared/document-totals';
import { toMinor } from '@shared/schemas/billing';

interface TypedLine {
  quantity: number;
  amount: number;
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
      return {
        quantityHundredths: Number.isFinite(item.quantity) ? Math.round(item.quantity * 100) : 0,
        unitPriceMinor: Number.isFinite(item.amount) ? toMinor(item.amount, currency) : 0,
        tax: rate ? { name: rate.name, rateMillionths: rate.rateMillionths, inclusive: rate.inclusive } : null,
      };
    }),
  );
}
