import { Pencil, Trash2 } from 'lucide-react';
import type { RevenueRecord } from '@shared/schemas/revenue';
import { Button } from '../../components/button';
import { formatMonthly, formatPeriod } from './revenue-format';
import { StatusBadge } from '../../components/status-badge';
import { DataTable } from '../../components/data-table';
import { t } from '../../lib/messages/revenue';

interface RevenueTableProps {
  records: readonly RevenueRecord[];
  /** Absent for those who may only read. */
  onEdit?: ((record: RevenueRecord) => void) | undefined;
  onDelete?: ((record: RevenueRecord) => void) | undefined;
}

/** Description, Project, Amount (per month), Status, Period, Actions (docs/product.md, Screens and access). */
export function RevenueTable({ records, onEdit, onDelete }: RevenueTableProps) {
  return (
    <DataTable
      caption={t('revenue.table.caption')}
      className="min-w-[48rem]"
      columns={[
        t('revenue.table.description'),
        t('revenue.table.project'),
        { label: t('revenue.table.amount'), right: true },
        t('revenue.table.status'),
        t('revenue.table.period'),
        { label: t('revenue.table.actions'), right: true },
      ]}
    >
      {records.map((record) => (
        <tr key={record.id} className="border-b border-border last:border-b-0">
          <td className="max-w-72 px-4 py-3">
            <p className="break-words font-medium text-foreground">{record.description}</p>
          </td>
          <td className="max-w-56 px-4 py-3">
            {record.project ? (
              <span className="break-words">{record.project.name}</span>
            ) : (
              <span className="text-muted-foreground">{t('revenue.noProject')}</span>
            )}
          </td>
          <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{formatMonthly(record.amountMinor, record.currency)}</td>
          <td className="px-4 py-3">
            <StatusBadge kind="revenue" status={record.status} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{formatPeriod(record.startDate, record.endDate)}</td>
          <td className="px-4 py-2">
            <div className="flex justify-end gap-1">
              {onEdit && record.can.edit ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('revenue.table.edit', { description: record.description })}
                  onClick={() => onEdit(record)}
                >
                  <Pencil aria-hidden className="size-4" />
                </Button>
              ) : null}
              {onDelete && record.can.delete ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('revenue.table.delete', { description: record.description })}
                  className="text-danger"
                  onClick={() => onDelete(record)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
