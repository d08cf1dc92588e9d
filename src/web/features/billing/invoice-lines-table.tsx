import { formatRate, formatTaxRate } from '@shared/document-totals';
import { quantityWithUnit } from '@shared/quantity';
import type { InvoiceDto } from '@shared/schemas/billing';
import { formatMoney } from '../../lib/format';
import { t } from '../../lib/messages/invoices';

/**
 * An invoice's lines with their tax, then its subtotal, each tax and its total (decision 0052): the sums as the server
 * wrote them, never added up again here.
 */
export function InvoiceLinesTable({ invoice }: { invoice: InvoiceDto }) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const taxed = invoice.items.some((item) => item.taxName);
  if (!invoice.items.length) return null;
  return (
    <table className="mt-4 w-full text-sm" aria-label={t('invoices.lines.label')}>
      <thead className="border-b border-border text-left text-xs text-muted-foreground uppercase">
        <tr>
          <th className="py-2 font-medium">{t('invoices.lines.item')}</th>
          <th className="py-2 text-right font-medium">{t('invoices.lines.qty')}</th>
          <th className="py-2 text-right font-medium">{t('invoices.table.amount')}</th>
          {taxed ? <th className="py-2 text-right font-medium">{t('invoices.lines.tax')}</th> : null}
          <th className="py-2 text-right font-medium">{t('invoices.lines.total')}</th>
        </tr>
      </thead>
      <tbody>
        {invoice.items.map((item) => (
          <tr key={item.id} className="border-b border-border last:border-0">
            <td className="py-2 pr-2">
              {item.description}
              {item.discountBasisPoints > 0 ? (
                <span className="block text-xs text-muted-foreground">
                  {t('invoices.lines.discount', { rate: formatRate(item.discountBasisPoints) })}
                </span>
              ) : null}
            </td>
            <td className="py-2 text-right tabular-nums">{quantityWithUnit(item)}</td>
            <td className="py-2 text-right tabular-nums">{money(item.unitAmountMinor)}</td>
            {taxed ? (
              <td className="py-2 text-right text-xs text-muted-foreground">
                {item.taxName
                  ? t(item.taxInclusive ? 'invoices.lines.lineTaxIncluded' : 'invoices.lines.lineTax', {
                      name: item.taxName,
                      rate: formatTaxRate(item.taxRateMillionths),
                    })
                  : '—'}
              </td>
            ) : null}
            {/* Excluding tax: the column adds up to the subtotal. */}
            <td className="py-2 text-right tabular-nums">{money(item.netMinor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="text-right">
        <SumRow label={t('invoices.lines.subtotal')} value={money(invoice.subtotalMinor)} span={taxed ? 4 : 3} />
        {/* As the PDF says it: the lines' discounts, already taken off the amounts above. */}
        {invoice.discountMinor > 0 ? (
          <SumRow label={t('invoices.lines.discounts')} value={`−${money(invoice.discountMinor)}`} span={taxed ? 4 : 3} />
        ) : null}
        {invoice.taxes.map((tax) => (
          <SumRow
            key={`${tax.name}-${tax.rateMillionths}-${tax.inclusive}`}
            label={t(tax.inclusive ? 'invoices.lines.taxIncluded' : 'invoices.lines.lineTax', {
              name: tax.name,
              rate: formatTaxRate(tax.rateMillionths),
            })}
            value={money(tax.taxMinor)}
            span={taxed ? 4 : 3}
          />
        ))}
        {invoice.lateFeeMinor > 0 ? (
          <SumRow label={t('invoices.statement.kind.lateFee')} value={money(invoice.lateFeeMinor)} span={taxed ? 4 : 3} />
        ) : null}
        <SumRow
          label={t('invoices.lines.total')}
          value={money(invoice.amountMinor)}
          span={taxed ? 4 : 3}
          strong
          testId="invoice-details-total"
        />
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
