import { Clock } from 'lucide-react';
import { formatHours } from '../../lib/format-hours';
import type { TimeInvoicePreview } from '@shared/schemas/time-invoice';
import { EmptyState } from '../../components/empty-state';
import { Input } from '../../components/input';
import { formatMoney } from '../../lib/format';
import { t } from '../../lib/messages/billing';
import { InvoiceExpenseLines } from './invoice-expense-lines';

export interface InvoiceTimeLinesProps {
  preview: TimeInvoicePreview;
  descriptions: Record<string, string>;
  onDescriptionChange: (key: string, description: string) => void;
  /** An expense ticked or left out (decision 0119). */
  onExpenseToggle: (expenseId: string, included: boolean) => void;
}

/**
 * The preview's lines: each description editable (it is what the invoice will say), hours x rate = amount, as the
 * invoice prints them; then the expenses, each ticked unless left out; and the total before tax and the tax.
 */
export function InvoiceTimeLines({ preview, descriptions, onDescriptionChange, onExpenseToggle }: InvoiceTimeLinesProps) {
  const currency = preview.currency ?? 'USD';
  const leftOut =
    preview.leftOut.entryCount > 0
      ? t('billing.time.leftOut', { hours: formatHours(preview.leftOut.minutes), count: preview.leftOut.entryCount })
      : null;
  const expenses = (
    <InvoiceExpenseLines
      preview={preview}
      descriptions={descriptions}
      onDescriptionChange={onDescriptionChange}
      onToggle={onExpenseToggle}
    />
  );
  const timeMinor = preview.lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const total = (
    <p className="text-right text-sm font-semibold">
      {t('billing.time.totalBeforeTax')} <span data-testid="time-invoice-total">{formatMoney(preview.totalMinor, currency)}</span>
      {preview.taxMinor > 0 ? (
        <span className="font-normal text-muted-foreground">
          {' '}
          {t('billing.time.plusTax', { amount: formatMoney(preview.taxMinor, currency) })}
        </span>
      ) : null}
    </p>
  );
  if (preview.lines.length === 0) {
    return (
      <div className="space-y-2">
        {preview.expenses.length === 0 ? (
          <div className="rounded-lg border border-border">
            <EmptyState icon={Clock} title={t('billing.time.nothingTitle')} description={leftOut ?? t('billing.time.nothingDescription')} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{leftOut ?? t('billing.time.noTime')}</p>
        )}
        {expenses}
        {preview.expenseCount > 0 ? total : null}
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm">
          <thead className="bg-surface-muted text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('billing.time.line')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('billing.time.hours')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('billing.time.rate')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('billing.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((line, index) => (
              <tr key={line.key} className="border-t border-border">
                <td className="min-w-48 px-3 py-2">
                  <Input
                    aria-label={t('billing.lines.description', { line: index + 1 })}
                    value={descriptions[line.key] ?? line.description}
                    maxLength={200}
                    onChange={(event) => onDescriptionChange(line.key, event.target.value)}
                  />
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatHours(line.minutes)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {t('billing.time.perHour', { rate: formatMoney(line.rateMinor, currency) })}
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatMoney(line.amountMinor, currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-border font-semibold">
              <th scope="row" className="px-3 py-2 text-left">
                {t('billing.time.total', { count: preview.entryCount })}
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatHours(preview.minutes)}</td>
              <td />
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatMoney(timeMinor, currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {leftOut ? <p className="text-xs text-muted-foreground">{leftOut}</p> : null}
      {expenses}
      {total}
    </div>
  );
}
