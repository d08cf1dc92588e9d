import { Clock } from 'lucide-react';
import { formatHours } from '@shared/durations';
import type { TimeInvoicePreview } from '@shared/schemas/time-invoice';
import { EmptyState } from '../../components/empty-state';
import { Input } from '../../components/input';
import { formatMoney } from '../../lib/format';

export interface InvoiceTimeLinesProps {
  preview: TimeInvoicePreview;
  descriptions: Record<string, string>;
  onDescriptionChange: (key: string, description: string) => void;
}

/**
 * The preview's lines: each description editable (it is what the invoice will say), hours x rate = amount, as the
 * invoice prints them, and the total.
 */
export function InvoiceTimeLines({ preview, descriptions, onDescriptionChange }: InvoiceTimeLinesProps) {
  const currency = preview.currency ?? 'USD';
  const leftOut =
    preview.leftOut.entryCount > 0
      ? `${formatHours(preview.leftOut.minutes)} of time without a rate (${preview.leftOut.entryCount} ${preview.leftOut.entryCount === 1 ? 'entry' : 'entries'}) is left out and stays unbilled.`
      : null;
  if (preview.lines.length === 0) {
    return (
      <div className="rounded-lg border border-border">
        <EmptyState
          icon={Clock}
          title="No unbilled time"
          description={
            leftOut ??
            'There is no billable time to invoice for these projects and dates. Try other dates, or include time not yet approved.'
          }
        />
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
                Line
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Hours
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Rate
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((line, index) => (
              <tr key={line.key} className="border-t border-border">
                <td className="min-w-48 px-3 py-2">
                  <Input
                    aria-label={`Line ${index + 1} description`}
                    value={descriptions[line.key] ?? line.description}
                    maxLength={200}
                    onChange={(event) => onDescriptionChange(line.key, event.target.value)}
                  />
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatHours(line.minutes)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatMoney(line.rateMinor, currency)}/h</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatMoney(line.amountMinor, currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-border font-semibold">
              <th scope="row" className="px-3 py-2 text-left">
                Total ({preview.entryCount} {preview.entryCount === 1 ? 'entry' : 'entries'})
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatHours(preview.minutes)}</td>
              <td />
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums" data-testid="time-invoice-total">
                {formatMoney(preview.totalMinor, currency)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {leftOut ? <p className="text-xs text-muted-foreground">{leftOut}</p> : null}
    </div>
  );
}
