import { formatRate, formatTaxRate } from '@shared/document-totals';
import { quantityWithUnit } from '@shared/quantity';
import type { InvoiceDto } from '@shared/schemas/billing';
import { formatMoney } from '../../lib/format';

/**
 * An invoice's lines with their tax, then its subtotal, each tax and its total (decision 0052): the sums as the server
 * wrote them, never added up again here.
 */
export function InvoiceLinesTable({ invoice }: { invoice: InvoiceDto }) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const taxed = invoice.items.some((item) => item.taxName);
  if (!invoice.items.length) return null;
  return (
    <table className="mt-4 w-full text-sm" aria-label="Invoice lines">
      <thead className="border-b border-border text-left text-xs text-muted-foreground uppercase">
        <tr>
          <th className="py-2 font-medium">Item</th>
          <th className="py-2 text-right font-medium">Qty</th>
          <th className="py-2 text-right font-medium">Amount</th>
          {taxed ? <th className="py-2 text-right font-medium">Tax</th> : null}
          <th className="py-2 text-right font-medium">Total</th>
        </tr>
      </thead>
      <tbody>
        {invoice.items.map((item) => (
          <tr key={item.id} className="border-b border-border last:border-0">
            <td className="py-2 pr-2">
              {item.description}
              {item.discountBasisPoints > 0 ? (
                <span className="block text-xs text-muted-foreground">Discount {formatRate(item.discountBasisPoints)}</span>
              ) : null}
            </td>
            <td className="py-2 text-right tabular-nums">{quantityWithUnit(item)}</td>
            <td className="py-2 text-right tabular-nums">{money(item.unitAmountMinor)}</td>
            {taxed ? (
              <td className="py-2 text-right text-xs text-muted-foreground">
                {item.taxName ? `${item.taxName} ${formatTaxRate(item.taxRateMillionths)}${item.taxInclusive ? ' incl.' : ''}` : '—'}
              </td>
            ) : null}
            {/* Excluding tax: the column adds up to the subtotal. */}
            <td className="py-2 text-right tabular-nums">{money(item.netMinor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="text-right">
        <SumRow label="Subtotal" value={money(invoice.subtotalMinor)} span={taxed ? 4 : 3} />
        {/* As the PDF says it: the lines' discounts, already taken off the amounts above. */}
        {invoice.discountMinor > 0 ? (
          <SumRow label="Discounts (included above)" value={`−${money(invoice.discountMinor)}`} span={taxed ? 4 : 3} />
        ) : null}
        {invoice.taxes.map((tax) => (
          <SumRow
            key={`${tax.name}-${tax.rateMillionths}-${tax.inclusive}`}
            label={`${tax.name} ${formatTaxRate(tax.rateMillionths)}${tax.inclusive ? ' (included)' : ''}`}
            value={money(tax.taxMinor)}
            span={taxed ? 4 : 3}
          />
        ))}
        {invoice.lateFeeMinor > 0 ? <SumRow label="Late fee" value={money(invoice.lateFeeMinor)} span={taxed ? 4 : 3} /> : null}
        <SumRow label="Total" value={money(invoice.amountMinor)} span={taxed ? 4 : 3} strong testId="invoice-details-total" />
      </tfoot>
    </table>
  );
}

function SumRow({ label, value, span, strong, testId }: { label: string; value: string; span: number; strong?: boolean; testId?: string }) {
  return (
    <tr className={strong ? 'font-semibold' : 'text-muted-foreground'}>
      <th scope="row" colSpan={span} className="py-1 pr-2 text-right font-[inherit]">
        {label}
      </th>
      <td className="py-1 tabular-nums" data-testid={testId}>
        {value}
      </td>
    </tr>
  );
}
