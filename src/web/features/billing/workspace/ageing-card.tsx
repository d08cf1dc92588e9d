import { AGEING_BUCKETS, type AgeingBucket, type AgeingRow } from '@shared/schemas/invoices';
import { Card } from '../../../components/card';
import { DataTable } from '../../../components/data-table';
import { formatMoney } from '../../../lib/format';
import { msg } from '../../../lib/i18n';
import { t } from '../../../lib/messages/billing';
import { useInvoiceAgeing } from '../api/invoices-workspace';

const BUCKET_LABELS = {
  current: msg('billing.ageing.current'),
  days1To30: msg('billing.ageing.days1To30'),
  days31To60: msg('billing.ageing.days31To60'),
  days61To90: msg('billing.ageing.days61To90'),
  over90: msg('billing.ageing.over90'),
} satisfies Record<AgeingBucket, string>;

/** Receivables ageing: what is outstanding by days past due, one row per currency, never converted. */
export function AgeingCard() {
  const ageing = useInvoiceAgeing();
  const rows = ageing.data?.rows ?? [];
  return (
    <Card className="space-y-2 p-4">
      <h2 className="text-base font-semibold">{t('billing.ageing.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('billing.ageing.description')}</p>
      {ageing.isError ? (
        <p className="text-sm text-destructive">{t('billing.ageing.failed')}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ageing.isPending ? t('billing.loading') : t('billing.ageing.empty')}</p>
      ) : (
        <DataTable
          caption={t('billing.ageing.title')}
          dense
          focusable
          className="min-w-[40rem]"
          columns={[
            t('billing.currency'),
            ...AGEING_BUCKETS.map((b) => ({ label: t(BUCKET_LABELS[b]), right: true as const })),
            { label: t('billing.total'), right: true },
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
                  <span className="block text-xs text-muted-foreground">{t('billing.invoiceCount', { count: row[bucket].count })}</span>
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      )}
    </Card>
  );
}
