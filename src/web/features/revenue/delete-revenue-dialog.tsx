import type { RevenueRecord } from '@shared/schemas/revenue';
import { ConfirmDeleteDialog, type DeleteDialogProps } from '../../components/confirm-delete-dialog';
import { useDeleteRevenue } from './api/delete-revenue';
import { formatMonthly } from './revenue-format';

export function DeleteRevenueDialog({ record, onOpenChange }: Pick<DeleteDialogProps, 'onOpenChange'> & { record: RevenueRecord | null }) {
  const mutation = useDeleteRevenue();
  if (!record) return null;
  return (
    <ConfirmDeleteDialog
      open
      onOpenChange={onOpenChange}
      mutation={mutation}
      id={record.id}
      title="Delete Revenue Record"
      description={`Are you sure you want to delete "${record.description}" (${formatMonthly(record.amountMinor, record.currency)})? This action cannot be undone.`}
      toasts={{ success: 'Revenue record deleted successfully', failure: 'Failed to delete revenue record' }}
    />
  );
}
