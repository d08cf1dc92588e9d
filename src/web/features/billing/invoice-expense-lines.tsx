import type { TimeInvoicePreview } from '@shared/schemas/time-invoice';
import { formatTaxRate } from '@shared/document-totals';
import { Input } from '../../components/input';
import { formatMoney, formatNumber } from '../../lib/format';
import { t } from '../../lib/messages/billing';

export interface InvoiceExpenseLinesProps {
  preview: TimeInvoicePreview;
  descriptions: Record<string, string>;
  onDescriptionChange: (key: string, description: string) => void;
  onToggle: (expenseId: string, included: boolean) => void;
}

/**
 * The approved billable expenses the invoice takes (decision 0119): one line each, ticked unless left out, its price
 * the cost plus the markup, its tax the expense's rate as the invoice's sales tax.
 */
export function InvoiceExpenseLines({ preview, descriptions, onDescriptionChange, onToggle }: InvoiceExpenseLinesProps) {
  const currency = preview.currency ?? 'USD';
  const other = preview.leftOut.otherCurrencyExpenses;
  const otherNote = other > 0 ? t('billing.expenses.otherCurrency', { count: other }) : null;
  if (preview.expenses.length === 0) return otherNote ? <p className="text-xs text-muted-foreground">{otherNote}</p> : null;
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm" aria-label={t('billing.expenses.label')}>
          <thead className="bg-surface-muted text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('billing.expenses.expense')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('billing.expenses.price')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('billing.create.tax')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('billing.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.expenses.map((line) => (
              <tr key={line.key} className="border-t border-border">
                <td className="min-w-48 px-3 py-2">
                  <div className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4 shrink-0"
                      aria-label={t('billing.expenses.include', { description: line.description, date: line.expenseDate })}
                      checked={line.included}
                      onChange={(event) => onToggle(line.expenseId, event.target.checked)}
                    />
                    <Input
                      aria-label={t('billing.expenses.description', { description: line.description })}
                      value={descriptions[line.key] ?? line.description}
                      maxLength={200}
                      disabled={!line.included}
                      onChange={(event) => onDescriptionChange(line.key, event.target.value)}
                    />
                  </div>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {line.expenseDate} · {line.projectName}
                    {line.netMinor !== null && line.markupBasisPoints
                      ? ` · ${t('billing.expenses.cost', { cost: formatMoney(line.netMinor, currency), markup: formatNumber(line.markupBasisPoints / 100) })}`
                      : ''}
                  </p>
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatMoney(line.priceMinor, currency)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {line.taxName
                    ? t('billing.expenses.tax', {
                        amount: formatMoney(line.taxMinor, currency),
                        name: line.taxName,
                        rate: formatTaxRate(line.taxRateMillionths),
                      })
                    : '-'}
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatMoney(line.totalMinor, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {otherNote ? <p className="text-xs text-muted-foreground">{otherNote}</p> : null}
    </div>
  );
}
