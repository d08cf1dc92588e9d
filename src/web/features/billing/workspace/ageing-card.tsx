import { AGEING_BUCKETS, type AgeingBucket, type AgeingRow } from '@shared/schemas/invoices';
import { Card } from '../../../components/card';
import { DataTable } from '../../../components/data-table';
import { formatMoney } from '../../../lib/format';
import { useInvoiceAgeing } from '../api/invoices-workspace';

const BUCKET_LABELS: Record<AgeingBucket, string> = {
  current: 'Current',
  days1To30: '1-30 days',
  days31To60: '31-60 days',
  days61To90: '61-90 days',
  over90: 'Over 90 days',
};

/** Receivables ageing: what is outstanding by days past due, one row per currency, never converted. */
export function AgeingCard() {
  const ageing = useInvoiceAgeing();
  const rows = ageing.data?.rows ?? [];
  return (
    <Card className="space-y-2 p-4">
      <h2 className="text-base font-semibold">Receivables ageing</h2>
      <p className="text-sm text-muted-foreground">What is still to be paid, by days past the due date.</p>
      {ageing.isError ? (
        <p className="text-sm text-destructive">The ageing could not be loaded.</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ageing.isPending ? 'Loading…' : 'Nothing is outstanding.'}</p>
      ) : (
        <DataTable
          caption="Receivables ageing"
          dense
          focusable
          className="min-w-[40rem]"
          columns={[
            'Currency',
            ...AGEING_BUCKETS.map((b) => ({ label: BUCKET_LABELS[b], right: true as const })),
            { label: 'Total', right: true },
          ]}
        >
          {rows.map((row: AgeingRow) => (
            <tr key={row.currency} className="border-b border-border last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {row.currency}
              </th>
              {[...AGEING_BUCKETS, 'total' as const].map((bucket) => (
                <td key={bucket} className="px-3 py-2 text-right tabular-nums">
                  {formatMoney(row[bucket].amountMinor, row.currency)}
                  <span className="block text-xs text-muted-foreground">
                    {row[bucket].count === 1 ? '1 invoice' : `${row[bucket].count} invoices`}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      )}
    </Card>
  );
}
