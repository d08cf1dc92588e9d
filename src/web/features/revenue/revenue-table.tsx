import { Pencil, Trash2 } from 'lucide-react';
import type { RevenueRecord } from '@shared/schemas/revenue';
import { Button } from '../../components/button';
import { formatMonthly, formatPeriod } from './revenue-format';
import { StatusBadge } from '../../components/status-badge';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';

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
      caption="Revenue records, newest start first."
      className="min-w-[48rem]"
      columns={['Description', 'Project', { label: 'Amount', right: true }, 'Status', 'Period', ACTIONS_COLUMN]}
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
              <span className="text-muted-foreground">No project</span>
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
                <Button variant="ghost" size="icon" aria-label={`Edit ${record.description}`} onClick={() => onEdit(record)}>
                  <Pencil aria-hidden className="size-4" />
                </Button>
              ) : null}
              {onDelete && record.can.delete ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${record.description}`}
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
